from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_exchange_quote_body_from_currency import check_wallet_exchange_quote_body_from_currency
from ..models.wallet_exchange_quote_body_from_currency import WalletExchangeQuoteBodyFromCurrency
from ..models.wallet_exchange_quote_body_to_currency import check_wallet_exchange_quote_body_to_currency
from ..models.wallet_exchange_quote_body_to_currency import WalletExchangeQuoteBodyToCurrency
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WalletExchangeQuoteBody")



@_attrs_define
class WalletExchangeQuoteBody:
    """ 
        Attributes:
            from_currency (WalletExchangeQuoteBodyFromCurrency): what you give
            to_currency (WalletExchangeQuoteBodyToCurrency): what you get
            from_amount (int | None | Unset): in from_currency's minor units
            to_amount (int | None | Unset): in to_currency's minor units
     """

    from_currency: WalletExchangeQuoteBodyFromCurrency
    to_currency: WalletExchangeQuoteBodyToCurrency
    from_amount: int | None | Unset = UNSET
    to_amount: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from_currency: str = self.from_currency

        to_currency: str = self.to_currency

        from_amount: int | None | Unset
        if isinstance(self.from_amount, Unset):
            from_amount = UNSET
        else:
            from_amount = self.from_amount

        to_amount: int | None | Unset
        if isinstance(self.to_amount, Unset):
            to_amount = UNSET
        else:
            to_amount = self.to_amount


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from_currency": from_currency,
            "to_currency": to_currency,
        })
        if from_amount is not UNSET:
            field_dict["from_amount"] = from_amount
        if to_amount is not UNSET:
            field_dict["to_amount"] = to_amount

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_currency = check_wallet_exchange_quote_body_from_currency(d.pop("from_currency"))




        to_currency = check_wallet_exchange_quote_body_to_currency(d.pop("to_currency"))




        def _parse_from_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        from_amount = _parse_from_amount(d.pop("from_amount", UNSET))


        def _parse_to_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_amount = _parse_to_amount(d.pop("to_amount", UNSET))


        wallet_exchange_quote_body = cls(
            from_currency=from_currency,
            to_currency=to_currency,
            from_amount=from_amount,
            to_amount=to_amount,
        )

        return wallet_exchange_quote_body

