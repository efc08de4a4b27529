from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MerchantCreatedKeys")



@_attrs_define
class MerchantCreatedKeys:
    """ 
        Attributes:
            hmac_key_id (str):
            hmac_secret (str):
            publishable_key (str):
            secret_key (str):
     """

    hmac_key_id: str
    hmac_secret: str
    publishable_key: str
    secret_key: str





    def to_dict(self) -> dict[str, Any]:
        hmac_key_id = self.hmac_key_id

        hmac_secret = self.hmac_secret

        publishable_key = self.publishable_key

        secret_key = self.secret_key


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hmac_key_id": hmac_key_id,
            "hmac_secret": hmac_secret,
            "publishable_key": publishable_key,
            "secret_key": secret_key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hmac_key_id = d.pop("hmac_key_id")

        hmac_secret = d.pop("hmac_secret")

        publishable_key = d.pop("publishable_key")

        secret_key = d.pop("secret_key")

        merchant_created_keys = cls(
            hmac_key_id=hmac_key_id,
            hmac_secret=hmac_secret,
            publishable_key=publishable_key,
            secret_key=secret_key,
        )

        return merchant_created_keys

