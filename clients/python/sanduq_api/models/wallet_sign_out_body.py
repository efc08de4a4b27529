from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WalletSignOutBody")



@_attrs_define
class WalletSignOutBody:
    """ 
        Attributes:
            everywhere (bool | None | Unset): end every session of the user, not only this one
     """

    everywhere: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        everywhere: bool | None | Unset
        if isinstance(self.everywhere, Unset):
            everywhere = UNSET
        else:
            everywhere = self.everywhere


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if everywhere is not UNSET:
            field_dict["everywhere"] = everywhere

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_everywhere(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        everywhere = _parse_everywhere(d.pop("everywhere", UNSET))


        wallet_sign_out_body = cls(
            everywhere=everywhere,
        )

        return wallet_sign_out_body

