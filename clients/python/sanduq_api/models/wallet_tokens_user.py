from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="WalletTokensUser")



@_attrs_define
class WalletTokensUser:
    """ 
        Attributes:
            created_at (datetime.datetime):
            email (None | str):
            external_user_id (str):
            id (str):
            name (str):
            object_ (Literal['user']):
            phone (None | str):
            pin_set (bool):
            updated_at (datetime.datetime):
     """

    created_at: datetime.datetime
    email: None | str
    external_user_id: str
    id: str
    name: str
    object_: Literal['user']
    phone: None | str
    pin_set: bool
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        email: None | str
        email = self.email

        external_user_id = self.external_user_id

        id = self.id

        name = self.name

        object_ = self.object_

        phone: None | str
        phone = self.phone

        pin_set = self.pin_set

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "email": email,
            "external_user_id": external_user_id,
            "id": id,
            "name": name,
            "object": object_,
            "phone": phone,
            "pin_set": pin_set,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))


        external_user_id = d.pop("external_user_id")

        id = d.pop("id")

        name = d.pop("name")

        object_ = cast(Literal['user'] , d.pop("object"))
        if object_ != 'user':
            raise ValueError(f"object must match const 'user', got '{object_}'")

        def _parse_phone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phone = _parse_phone(d.pop("phone"))


        pin_set = d.pop("pin_set")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        wallet_tokens_user = cls(
            created_at=created_at,
            email=email,
            external_user_id=external_user_id,
            id=id,
            name=name,
            object_=object_,
            phone=phone,
            pin_set=pin_set,
            updated_at=updated_at,
        )

        return wallet_tokens_user

