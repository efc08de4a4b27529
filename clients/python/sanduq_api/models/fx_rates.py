from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fx_rates_source import check_fx_rates_source
from ..models.fx_rates_source import FxRatesSource
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="FxRates")



@_attrs_define
class FxRates:
    """ 
        Attributes:
            ask (str):
            ask_spread_bps (int):
            bid (str):
            bid_spread_bps (int):
            object_ (Literal['fx_rates']):
            official_rate (str):
            pair (Literal['USD/IQD']):
            source (FxRatesSource):
            updated_at (datetime.datetime):
            valid_until (datetime.datetime | None):
     """

    ask: str
    ask_spread_bps: int
    bid: str
    bid_spread_bps: int
    object_: Literal['fx_rates']
    official_rate: str
    pair: Literal['USD/IQD']
    source: FxRatesSource
    updated_at: datetime.datetime
    valid_until: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        ask = self.ask

        ask_spread_bps = self.ask_spread_bps

        bid = self.bid

        bid_spread_bps = self.bid_spread_bps

        object_ = self.object_

        official_rate = self.official_rate

        pair = self.pair

        source: str = self.source

        updated_at = self.updated_at.isoformat()

        valid_until: None | str
        if isinstance(self.valid_until, datetime.datetime):
            valid_until = self.valid_until.isoformat()
        else:
            valid_until = self.valid_until


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ask": ask,
            "ask_spread_bps": ask_spread_bps,
            "bid": bid,
            "bid_spread_bps": bid_spread_bps,
            "object": object_,
            "official_rate": official_rate,
            "pair": pair,
            "source": source,
            "updated_at": updated_at,
            "valid_until": valid_until,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ask = d.pop("ask")

        ask_spread_bps = d.pop("ask_spread_bps")

        bid = d.pop("bid")

        bid_spread_bps = d.pop("bid_spread_bps")

        object_ = cast(Literal['fx_rates'] , d.pop("object"))
        if object_ != 'fx_rates':
            raise ValueError(f"object must match const 'fx_rates', got '{object_}'")

        official_rate = d.pop("official_rate")

        pair = cast(Literal['USD/IQD'] , d.pop("pair"))
        if pair != 'USD/IQD':
            raise ValueError(f"pair must match const 'USD/IQD', got '{pair}'")

        source = check_fx_rates_source(d.pop("source"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        def _parse_valid_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valid_until_type_0 = datetime.datetime.fromisoformat(data)



                return valid_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        valid_until = _parse_valid_until(d.pop("valid_until"))


        fx_rates = cls(
            ask=ask,
            ask_spread_bps=ask_spread_bps,
            bid=bid,
            bid_spread_bps=bid_spread_bps,
            object_=object_,
            official_rate=official_rate,
            pair=pair,
            source=source,
            updated_at=updated_at,
            valid_until=valid_until,
        )

        return fx_rates

