from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Merchant")



@_attrs_define
class Merchant:
    """ 
        Attributes:
            authorization_expiry_seconds (int | None):
            commission_bps (int):
            created_at (datetime.datetime):
            id (str):
            name (str):
            rate_limit (int | None):
            sandbox (bool):
            status (str):
            updated_at (datetime.datetime):
     """

    authorization_expiry_seconds: int | None
    commission_bps: int
    created_at: datetime.datetime
    id: str
    name: str
    rate_limit: int | None
    sandbox: bool
    status: str
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        authorization_expiry_seconds: int | None
        authorization_expiry_seconds = self.authorization_expiry_seconds

        commission_bps = self.commission_bps

        created_at = self.created_at.isoformat()

        id = self.id

        name = self.name

        rate_limit: int | None
        rate_limit = self.rate_limit

        sandbox = self.sandbox

        status = self.status

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "authorization_expiry_seconds": authorization_expiry_seconds,
            "commission_bps": commission_bps,
            "created_at": created_at,
            "id": id,
            "name": name,
            "rate_limit": rate_limit,
            "sandbox": sandbox,
            "status": status,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_authorization_expiry_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        authorization_expiry_seconds = _parse_authorization_expiry_seconds(d.pop("authorization_expiry_seconds"))


        commission_bps = d.pop("commission_bps")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        name = d.pop("name")

        def _parse_rate_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rate_limit = _parse_rate_limit(d.pop("rate_limit"))


        sandbox = d.pop("sandbox")

        status = d.pop("status")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        merchant = cls(
            authorization_expiry_seconds=authorization_expiry_seconds,
            commission_bps=commission_bps,
            created_at=created_at,
            id=id,
            name=name,
            rate_limit=rate_limit,
            sandbox=sandbox,
            status=status,
            updated_at=updated_at,
        )

        return merchant

