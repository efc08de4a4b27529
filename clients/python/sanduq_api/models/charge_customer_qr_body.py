from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.charge_customer_qr_body_currency import ChargeCustomerQrBodyCurrency
from ..models.charge_customer_qr_body_currency import check_charge_customer_qr_body_currency
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChargeCustomerQrBody")



@_attrs_define
class ChargeCustomerQrBody:
    """ 
        Attributes:
            amount (int):
            currency (ChargeCustomerQrBodyCurrency):
            user_token (str): read from the customer's QR
            description (None | str | Unset):
            reference (None | str | Unset):
     """

    amount: int
    currency: ChargeCustomerQrBodyCurrency
    user_token: str
    description: None | str | Unset = UNSET
    reference: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        user_token = self.user_token

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "user_token": user_token,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if reference is not UNSET:
            field_dict["reference"] = reference

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_charge_customer_qr_body_currency(d.pop("currency"))




        user_token = d.pop("user_token")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))


        charge_customer_qr_body = cls(
            amount=amount,
            currency=currency,
            user_token=user_token,
            description=description,
            reference=reference,
        )

        return charge_customer_qr_body

