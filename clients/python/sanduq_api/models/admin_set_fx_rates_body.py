from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_set_fx_rates_body_pair import AdminSetFxRatesBodyPair
from ..models.admin_set_fx_rates_body_pair import check_admin_set_fx_rates_body_pair
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="AdminSetFxRatesBody")



@_attrs_define
class AdminSetFxRatesBody:
    """ 
        Attributes:
            ask (str): IQD per USD, e.g. 1313
            bid (str): IQD per USD, e.g. 1287.5
            pair (AdminSetFxRatesBodyPair):
            official (None | str | Unset): IQD per USD; default 1300
            valid_until (datetime.datetime | None | Unset): when these rates go stale
     """

    ask: str
    bid: str
    pair: AdminSetFxRatesBodyPair
    official: None | str | Unset = UNSET
    valid_until: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        ask = self.ask

        bid = self.bid

        pair: str = self.pair

        official: None | str | Unset
        if isinstance(self.official, Unset):
            official = UNSET
        else:
            official = self.official

        valid_until: None | str | Unset
        if isinstance(self.valid_until, Unset):
            valid_until = UNSET
        elif isinstance(self.valid_until, datetime.datetime):
            valid_until = self.valid_until.isoformat()
        else:
            valid_until = self.valid_until


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ask": ask,
            "bid": bid,
            "pair": pair,
        })
        if official is not UNSET:
            field_dict["official"] = official
        if valid_until is not UNSET:
            field_dict["valid_until"] = valid_until

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ask = d.pop("ask")

        bid = d.pop("bid")

        pair = check_admin_set_fx_rates_body_pair(d.pop("pair"))




        def _parse_official(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        official = _parse_official(d.pop("official", UNSET))


        def _parse_valid_until(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valid_until_type_0 = datetime.datetime.fromisoformat(data)



                return valid_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        valid_until = _parse_valid_until(d.pop("valid_until", UNSET))


        admin_set_fx_rates_body = cls(
            ask=ask,
            bid=bid,
            pair=pair,
            official=official,
            valid_until=valid_until,
        )

        return admin_set_fx_rates_body

