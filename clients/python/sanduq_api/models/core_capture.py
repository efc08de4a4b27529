from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.core_capture_currency import check_core_capture_currency
from ..models.core_capture_currency import CoreCaptureCurrency
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="CoreCapture")



@_attrs_define
class CoreCapture:
    """ 
        Attributes:
            amount (int):
            capture_tx_id (None | str):
            captured_amount (int):
            captured_at (datetime.datetime | None):
            commission_amount (int):
            currency (CoreCaptureCurrency):
            id (str):
            net_amount (int):
            status (Literal['captured']):
     """

    amount: int
    capture_tx_id: None | str
    captured_amount: int
    captured_at: datetime.datetime | None
    commission_amount: int
    currency: CoreCaptureCurrency
    id: str
    net_amount: int
    status: Literal['captured']





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        capture_tx_id: None | str
        capture_tx_id = self.capture_tx_id

        captured_amount = self.captured_amount

        captured_at: None | str
        if isinstance(self.captured_at, datetime.datetime):
            captured_at = self.captured_at.isoformat()
        else:
            captured_at = self.captured_at

        commission_amount = self.commission_amount

        currency: str = self.currency

        id = self.id

        net_amount = self.net_amount

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "capture_tx_id": capture_tx_id,
            "captured_amount": captured_amount,
            "captured_at": captured_at,
            "commission_amount": commission_amount,
            "currency": currency,
            "id": id,
            "net_amount": net_amount,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_capture_tx_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        capture_tx_id = _parse_capture_tx_id(d.pop("capture_tx_id"))


        captured_amount = d.pop("captured_amount")

        def _parse_captured_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                captured_at_type_0 = datetime.datetime.fromisoformat(data)



                return captured_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        captured_at = _parse_captured_at(d.pop("captured_at"))


        commission_amount = d.pop("commission_amount")

        currency = check_core_capture_currency(d.pop("currency"))




        id = d.pop("id")

        net_amount = d.pop("net_amount")

        status = cast(Literal['captured'] , d.pop("status"))
        if status != 'captured':
            raise ValueError(f"status must match const 'captured', got '{status}'")

        core_capture = cls(
            amount=amount,
            capture_tx_id=capture_tx_id,
            captured_amount=captured_amount,
            captured_at=captured_at,
            commission_amount=commission_amount,
            currency=currency,
            id=id,
            net_amount=net_amount,
            status=status,
        )

        return core_capture

