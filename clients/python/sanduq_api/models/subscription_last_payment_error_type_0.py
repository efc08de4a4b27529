from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="SubscriptionLastPaymentErrorType0")



@_attrs_define
class SubscriptionLastPaymentErrorType0:
    """ 
        Attributes:
            at (datetime.datetime):
            code (str):
            message (str):
     """

    at: datetime.datetime
    code: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        code = self.code

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        code = d.pop("code")

        message = d.pop("message")

        subscription_last_payment_error_type_0 = cls(
            at=at,
            code=code,
            message=message,
        )

        return subscription_last_payment_error_type_0

