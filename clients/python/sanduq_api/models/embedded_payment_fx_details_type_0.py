from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.embedded_payment_fx_details_type_0_from_currency import check_embedded_payment_fx_details_type_0_from_currency
from ..models.embedded_payment_fx_details_type_0_from_currency import EmbeddedPaymentFxDetailsType0FromCurrency
from ..models.embedded_payment_fx_details_type_0_to_currency import check_embedded_payment_fx_details_type_0_to_currency
from ..models.embedded_payment_fx_details_type_0_to_currency import EmbeddedPaymentFxDetailsType0ToCurrency
from typing import cast






T = TypeVar("T", bound="EmbeddedPaymentFxDetailsType0")



@_attrs_define
class EmbeddedPaymentFxDetailsType0:
    """ 
        Attributes:
            from_amount (int):
            from_currency (EmbeddedPaymentFxDetailsType0FromCurrency):
            official_rate (str):
            quote_id (str):
            rate (str):
            spread_bps (int):
            to_amount (int):
            to_currency (EmbeddedPaymentFxDetailsType0ToCurrency):
     """

    from_amount: int
    from_currency: EmbeddedPaymentFxDetailsType0FromCurrency
    official_rate: str
    quote_id: str
    rate: str
    spread_bps: int
    to_amount: int
    to_currency: EmbeddedPaymentFxDetailsType0ToCurrency





    def to_dict(self) -> dict[str, Any]:
        from_amount = self.from_amount

        from_currency: str = self.from_currency

        official_rate = self.official_rate

        quote_id = self.quote_id

        rate = self.rate

        spread_bps = self.spread_bps

        to_amount = self.to_amount

        to_currency: str = self.to_currency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from_amount": from_amount,
            "from_currency": from_currency,
            "official_rate": official_rate,
            "quote_id": quote_id,
            "rate": rate,
            "spread_bps": spread_bps,
            "to_amount": to_amount,
            "to_currency": to_currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_amount = d.pop("from_amount")

        from_currency = check_embedded_payment_fx_details_type_0_from_currency(d.pop("from_currency"))




        official_rate = d.pop("official_rate")

        quote_id = d.pop("quote_id")

        rate = d.pop("rate")

        spread_bps = d.pop("spread_bps")

        to_amount = d.pop("to_amount")

        to_currency = check_embedded_payment_fx_details_type_0_to_currency(d.pop("to_currency"))




        embedded_payment_fx_details_type_0 = cls(
            from_amount=from_amount,
            from_currency=from_currency,
            official_rate=official_rate,
            quote_id=quote_id,
            rate=rate,
            spread_bps=spread_bps,
            to_amount=to_amount,
            to_currency=to_currency,
        )

        return embedded_payment_fx_details_type_0

