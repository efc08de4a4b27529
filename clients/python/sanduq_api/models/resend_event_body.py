from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ResendEventBody")



@_attrs_define
class ResendEventBody:
    """ 
        Attributes:
            endpoint_id (str):
     """

    endpoint_id: str





    def to_dict(self) -> dict[str, Any]:
        endpoint_id = self.endpoint_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "endpoint_id": endpoint_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        endpoint_id = d.pop("endpoint_id")

        resend_event_body = cls(
            endpoint_id=endpoint_id,
        )

        return resend_event_body

