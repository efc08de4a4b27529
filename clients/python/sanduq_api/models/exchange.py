from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.exchange_from_currency import check_exchange_from_currency
from ..models.exchange_from_currency import ExchangeFromCurrency
from ..models.exchange_status import check_exchange_status
from ..models.exchange_status import ExchangeStatus
from ..models.exchange_to_currency import check_exchange_to_currency
from ..models.exchange_to_currency import ExchangeToCurrency
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="Exchange")



@_attrs_define
class Exchange:
    """ 
        Attributes:
            created_at (datetime.datetime):
            executed_at (datetime.datetime | None):
            expires_at (datetime.datetime):
            fee (int):
            from_amount (int):
            from_currency (ExchangeFromCurrency):
            from_display (str):
            id (str):
            object_ (Literal['exchange']):
            official_rate (str):
            rate (str):
            spread_bps (int):
            status (ExchangeStatus):
            to_amount (int):
            to_currency (ExchangeToCurrency):
            to_display (str):
            user_id (str):
     """

    created_at: datetime.datetime
    executed_at: datetime.datetime | None
    expires_at: datetime.datetime
    fee: int
    from_amount: int
    from_currency: ExchangeFromCurrency
    from_display: str
    id: str
    object_: Literal['exchange']
    official_rate: str
    rate: str
    spread_bps: int
    status: ExchangeStatus
    to_amount: int
    to_currency: ExchangeToCurrency
    to_display: str
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        executed_at: None | str
        if isinstance(self.executed_at, datetime.datetime):
            executed_at = self.executed_at.isoformat()
        else:
            executed_at = self.executed_at

        expires_at = self.expires_at.isoformat()

        fee = self.fee

        from_amount = self.from_amount

        from_currency: str = self.from_currency

        from_display = self.from_display

        id = self.id

        object_ = self.object_

        official_rate = self.official_rate

        rate = self.rate

        spread_bps = self.spread_bps

        status: str = self.status

        to_amount = self.to_amount

        to_currency: str = self.to_currency

        to_display = self.to_display

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "executed_at": executed_at,
            "expires_at": expires_at,
            "fee": fee,
            "from_amount": from_amount,
            "from_currency": from_currency,
            "from_display": from_display,
            "id": id,
            "object": object_,
            "official_rate": official_rate,
            "rate": rate,
            "spread_bps": spread_bps,
            "status": status,
            "to_amount": to_amount,
            "to_currency": to_currency,
            "to_display": to_display,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_executed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                executed_at_type_0 = datetime.datetime.fromisoformat(data)



                return executed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        executed_at = _parse_executed_at(d.pop("executed_at"))


        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        fee = d.pop("fee")

        from_amount = d.pop("from_amount")

        from_currency = check_exchange_from_currency(d.pop("from_currency"))




        from_display = d.pop("from_display")

        id = d.pop("id")

        object_ = cast(Literal['exchange'] , d.pop("object"))
        if object_ != 'exchange':
            raise ValueError(f"object must match const 'exchange', got '{object_}'")

        official_rate = d.pop("official_rate")

        rate = d.pop("rate")

        spread_bps = d.pop("spread_bps")

        status = check_exchange_status(d.pop("status"))




        to_amount = d.pop("to_amount")

        to_currency = check_exchange_to_currency(d.pop("to_currency"))




        to_display = d.pop("to_display")

        user_id = d.pop("user_id")

        exchange = cls(
            created_at=created_at,
            executed_at=executed_at,
            expires_at=expires_at,
            fee=fee,
            from_amount=from_amount,
            from_currency=from_currency,
            from_display=from_display,
            id=id,
            object_=object_,
            official_rate=official_rate,
            rate=rate,
            spread_bps=spread_bps,
            status=status,
            to_amount=to_amount,
            to_currency=to_currency,
            to_display=to_display,
            user_id=user_id,
        )

        return exchange

