from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="RequestLogListRequestsItem")



@_attrs_define
class RequestLogListRequestsItem:
    """ 
        Attributes:
            created_at (datetime.datetime):
            cursor (str):
            error_code (None | str):
            id (str):
            latency_ms (float):
            method (str):
            route (str):
            status (int):
     """

    created_at: datetime.datetime
    cursor: str
    error_code: None | str
    id: str
    latency_ms: float
    method: str
    route: str
    status: int





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        cursor = self.cursor

        error_code: None | str
        error_code = self.error_code

        id = self.id

        latency_ms = self.latency_ms

        method = self.method

        route = self.route

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "cursor": cursor,
            "error_code": error_code,
            "id": id,
            "latency_ms": latency_ms,
            "method": method,
            "route": route,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        cursor = d.pop("cursor")

        def _parse_error_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_code = _parse_error_code(d.pop("error_code"))


        id = d.pop("id")

        latency_ms = d.pop("latency_ms")

        method = d.pop("method")

        route = d.pop("route")

        status = d.pop("status")

        request_log_list_requests_item = cls(
            created_at=created_at,
            cursor=cursor,
            error_code=error_code,
            id=id,
            latency_ms=latency_ms,
            method=method,
            route=route,
            status=status,
        )

        return request_log_list_requests_item

