from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.recover_webhook_endpoint_response_429_error_code import check_recover_webhook_endpoint_response_429_error_code
from ..models.recover_webhook_endpoint_response_429_error_code import RecoverWebhookEndpointResponse429ErrorCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.recover_webhook_endpoint_response_429_error_details import RecoverWebhookEndpointResponse429ErrorDetails





T = TypeVar("T", bound="RecoverWebhookEndpointResponse429Error")



@_attrs_define
class RecoverWebhookEndpointResponse429Error:
    """ 
        Attributes:
            code (RecoverWebhookEndpointResponse429ErrorCode):
            message (str):
            request_id (str):
            details (RecoverWebhookEndpointResponse429ErrorDetails | Unset): Field problems under `fields`
                (VALIDATION_ERROR); available and required amounts (INSUFFICIENT_BALANCE); attempts remaining (INVALID_PIN).
     """

    code: RecoverWebhookEndpointResponse429ErrorCode
    message: str
    request_id: str
    details: RecoverWebhookEndpointResponse429ErrorDetails | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.recover_webhook_endpoint_response_429_error_details import RecoverWebhookEndpointResponse429ErrorDetails # noqa: PLC0415
        code: str = self.code

        message = self.message

        request_id = self.request_id

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
            "request_id": request_id,
        })
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recover_webhook_endpoint_response_429_error_details import RecoverWebhookEndpointResponse429ErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        code = check_recover_webhook_endpoint_response_429_error_code(d.pop("code"))




        message = d.pop("message")

        request_id = d.pop("request_id")

        _details = d.pop("details", UNSET)
        details: RecoverWebhookEndpointResponse429ErrorDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = RecoverWebhookEndpointResponse429ErrorDetails.from_dict(_details)




        recover_webhook_endpoint_response_429_error = cls(
            code=code,
            message=message,
            request_id=request_id,
            details=details,
        )

        return recover_webhook_endpoint_response_429_error

