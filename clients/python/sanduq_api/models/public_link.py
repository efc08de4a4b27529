from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_link_currency import check_public_link_currency
from ..models.public_link_currency import PublicLinkCurrency
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.public_link_merchant import PublicLinkMerchant





T = TypeVar("T", bound="PublicLink")



@_attrs_define
class PublicLink:
    """ 
        Attributes:
            amount (int):
            currency (PublicLinkCurrency):
            description (str):
            expires_at (datetime.datetime | None):
            id (str):
            merchant (PublicLinkMerchant):
            object_ (Literal['payment_link']):
            sandbox (bool):
            status (str):
     """

    amount: int
    currency: PublicLinkCurrency
    description: str
    expires_at: datetime.datetime | None
    id: str
    merchant: PublicLinkMerchant
    object_: Literal['payment_link']
    sandbox: bool
    status: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.public_link_merchant import PublicLinkMerchant # noqa: PLC0415
        amount = self.amount

        currency: str = self.currency

        description = self.description

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        id = self.id

        merchant = self.merchant.to_dict()

        object_ = self.object_

        sandbox = self.sandbox

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "description": description,
            "expires_at": expires_at,
            "id": id,
            "merchant": merchant,
            "object": object_,
            "sandbox": sandbox,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_link_merchant import PublicLinkMerchant # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_public_link_currency(d.pop("currency"))




        description = d.pop("description")

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))


        id = d.pop("id")

        merchant = PublicLinkMerchant.from_dict(d.pop("merchant"))




        object_ = cast(Literal['payment_link'] , d.pop("object"))
        if object_ != 'payment_link':
            raise ValueError(f"object must match const 'payment_link', got '{object_}'")

        sandbox = d.pop("sandbox")

        status = d.pop("status")

        public_link = cls(
            amount=amount,
            currency=currency,
            description=description,
            expires_at=expires_at,
            id=id,
            merchant=merchant,
            object_=object_,
            sandbox=sandbox,
            status=status,
        )

        return public_link

