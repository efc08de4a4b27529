from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PopupClosed")



@_attrs_define
class PopupClosed:
    """ 
        Attributes:
            failure_code (None | str):
            session_id (str):
            status (str):
     """

    failure_code: None | str
    session_id: str
    status: str





    def to_dict(self) -> dict[str, Any]:
        failure_code: None | str
        failure_code = self.failure_code

        session_id = self.session_id

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "failure_code": failure_code,
            "session_id": session_id,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_failure_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_code = _parse_failure_code(d.pop("failure_code"))


        session_id = d.pop("session_id")

        status = d.pop("status")

        popup_closed = cls(
            failure_code=failure_code,
            session_id=session_id,
            status=status,
        )

        return popup_closed

