from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PopupConfirmBody")



@_attrs_define
class PopupConfirmBody:
    """ 
        Attributes:
            session_token (str): the session's one-time token
            fx_quote_id (None | str | Unset): pay from the other currency at this quote
            pin (None | str | Unset): 4 digits
     """

    session_token: str
    fx_quote_id: None | str | Unset = UNSET
    pin: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        session_token = self.session_token

        fx_quote_id: None | str | Unset
        if isinstance(self.fx_quote_id, Unset):
            fx_quote_id = UNSET
        else:
            fx_quote_id = self.fx_quote_id

        pin: None | str | Unset
        if isinstance(self.pin, Unset):
            pin = UNSET
        else:
            pin = self.pin


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "session_token": session_token,
        })
        if fx_quote_id is not UNSET:
            field_dict["fx_quote_id"] = fx_quote_id
        if pin is not UNSET:
            field_dict["pin"] = pin

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session_token = d.pop("session_token")

        def _parse_fx_quote_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fx_quote_id = _parse_fx_quote_id(d.pop("fx_quote_id", UNSET))


        def _parse_pin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pin = _parse_pin(d.pop("pin", UNSET))


        popup_confirm_body = cls(
            session_token=session_token,
            fx_quote_id=fx_quote_id,
            pin=pin,
        )

        return popup_confirm_body

