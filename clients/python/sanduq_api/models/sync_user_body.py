from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SyncUserBody")



@_attrs_define
class SyncUserBody:
    """ 
        Attributes:
            external_user_id (str): the merchant's own id for the user
            name (str):
            email (None | str | Unset): an e-mail address
            phone (None | str | Unset): E.164, e.g. +9647701234567
     """

    external_user_id: str
    name: str
    email: None | str | Unset = UNSET
    phone: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        external_user_id = self.external_user_id

        name = self.name

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        phone: None | str | Unset
        if isinstance(self.phone, Unset):
            phone = UNSET
        else:
            phone = self.phone


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "external_user_id": external_user_id,
            "name": name,
        })
        if email is not UNSET:
            field_dict["email"] = email
        if phone is not UNSET:
            field_dict["phone"] = phone

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        external_user_id = d.pop("external_user_id")

        name = d.pop("name")

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        def _parse_phone(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        phone = _parse_phone(d.pop("phone", UNSET))


        sync_user_body = cls(
            external_user_id=external_user_id,
            name=name,
            email=email,
            phone=phone,
        )

        return sync_user_body

