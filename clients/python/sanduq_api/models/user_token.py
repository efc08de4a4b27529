from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="UserToken")



@_attrs_define
class UserToken:
    """ 
        Attributes:
            expires_at (datetime.datetime):
            object_ (Literal['user_token']):
            qr_data (str):
            user_id (str):
            user_token (str):
     """

    expires_at: datetime.datetime
    object_: Literal['user_token']
    qr_data: str
    user_id: str
    user_token: str





    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at.isoformat()

        object_ = self.object_

        qr_data = self.qr_data

        user_id = self.user_id

        user_token = self.user_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expires_at": expires_at,
            "object": object_,
            "qr_data": qr_data,
            "user_id": user_id,
            "user_token": user_token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        object_ = cast(Literal['user_token'] , d.pop("object"))
        if object_ != 'user_token':
            raise ValueError(f"object must match const 'user_token', got '{object_}'")

        qr_data = d.pop("qr_data")

        user_id = d.pop("user_id")

        user_token = d.pop("user_token")

        user_token = cls(
            expires_at=expires_at,
            object_=object_,
            qr_data=qr_data,
            user_id=user_id,
            user_token=user_token,
        )

        return user_token

