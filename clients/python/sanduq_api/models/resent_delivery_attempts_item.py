from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ResentDeliveryAttemptsItem")



@_attrs_define
class ResentDeliveryAttemptsItem:
    """ 
        Attributes:
            at (datetime.datetime):
            error (None | str):
            latency_ms (int):
            number (int):
            response (None | str):
            status (int | None):
     """

    at: datetime.datetime
    error: None | str
    latency_ms: int
    number: int
    response: None | str
    status: int | None





    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        error: None | str
        error = self.error

        latency_ms = self.latency_ms

        number = self.number

        response: None | str
        response = self.response

        status: int | None
        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "error": error,
            "latency_ms": latency_ms,
            "number": number,
            "response": response,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        latency_ms = d.pop("latency_ms")

        number = d.pop("number")

        def _parse_response(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        response = _parse_response(d.pop("response"))


        def _parse_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status = _parse_status(d.pop("status"))


        resent_delivery_attempts_item = cls(
            at=at,
            error=error,
            latency_ms=latency_ms,
            number=number,
            response=response,
            status=status,
        )

        return resent_delivery_attempts_item

