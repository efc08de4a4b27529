from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="WalletCodeSent")



@_attrs_define
class WalletCodeSent:
    """ 
        Attributes:
            expires_at (datetime.datetime):
            otp_id (str):
            resend_after (datetime.datetime):
     """

    expires_at: datetime.datetime
    otp_id: str
    resend_after: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at.isoformat()

        otp_id = self.otp_id

        resend_after = self.resend_after.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expires_at": expires_at,
            "otp_id": otp_id,
            "resend_after": resend_after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        otp_id = d.pop("otp_id")

        resend_after = datetime.datetime.fromisoformat(d.pop("resend_after"))




        wallet_code_sent = cls(
            expires_at=expires_at,
            otp_id=otp_id,
            resend_after=resend_after,
        )

        return wallet_code_sent

