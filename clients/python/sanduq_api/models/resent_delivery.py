from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.resent_delivery_status import check_resent_delivery_status
from ..models.resent_delivery_status import ResentDeliveryStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.resent_delivery_attempts_item import ResentDeliveryAttemptsItem





T = TypeVar("T", bound="ResentDelivery")



@_attrs_define
class ResentDelivery:
    """ 
        Attributes:
            attempts (list[ResentDeliveryAttemptsItem]):
            attempts_made (int):
            delivered_at (datetime.datetime | None):
            endpoint_id (str):
            failure (None | str):
            next_attempt_at (datetime.datetime | None):
            status (ResentDeliveryStatus):
     """

    attempts: list[ResentDeliveryAttemptsItem]
    attempts_made: int
    delivered_at: datetime.datetime | None
    endpoint_id: str
    failure: None | str
    next_attempt_at: datetime.datetime | None
    status: ResentDeliveryStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.resent_delivery_attempts_item import ResentDeliveryAttemptsItem # noqa: PLC0415
        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        attempts_made = self.attempts_made

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        endpoint_id = self.endpoint_id

        failure: None | str
        failure = self.failure

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        status: str = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attempts": attempts,
            "attempts_made": attempts_made,
            "delivered_at": delivered_at,
            "endpoint_id": endpoint_id,
            "failure": failure,
            "next_attempt_at": next_attempt_at,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.resent_delivery_attempts_item import ResentDeliveryAttemptsItem # noqa: PLC0415
        d = dict(src_dict)
        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = ResentDeliveryAttemptsItem.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        attempts_made = d.pop("attempts_made")

        def _parse_delivered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)



                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))


        endpoint_id = d.pop("endpoint_id")

        def _parse_failure(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure = _parse_failure(d.pop("failure"))


        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        status = check_resent_delivery_status(d.pop("status"))




        resent_delivery = cls(
            attempts=attempts,
            attempts_made=attempts_made,
            delivered_at=delivered_at,
            endpoint_id=endpoint_id,
            failure=failure,
            next_attempt_at=next_attempt_at,
            status=status,
        )

        return resent_delivery

