from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.error_selftransfernotallowed_error_code import check_error_selftransfernotallowed_error_code
from ..models.error_selftransfernotallowed_error_code import ErrorSELFTRANSFERNOTALLOWEDErrorCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_selftransfernotallowed_error_details import ErrorSELFTRANSFERNOTALLOWEDErrorDetails





T = TypeVar("T", bound="ErrorSELFTRANSFERNOTALLOWEDError")



@_attrs_define
class ErrorSELFTRANSFERNOTALLOWEDError:
    """ 
        Attributes:
            code (ErrorSELFTRANSFERNOTALLOWEDErrorCode):
            message (str):
            request_id (str):
            details (ErrorSELFTRANSFERNOTALLOWEDErrorDetails | Unset): Field problems under `fields` (VALIDATION_ERROR);
                available and required amounts (INSUFFICIENT_BALANCE); attempts remaining (INVALID_PIN).
     """

    code: ErrorSELFTRANSFERNOTALLOWEDErrorCode
    message: str
    request_id: str
    details: ErrorSELFTRANSFERNOTALLOWEDErrorDetails | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_selftransfernotallowed_error_details import ErrorSELFTRANSFERNOTALLOWEDErrorDetails # noqa: PLC0415
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
        from ..models.error_selftransfernotallowed_error_details import ErrorSELFTRANSFERNOTALLOWEDErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        code = check_error_selftransfernotallowed_error_code(d.pop("code"))




        message = d.pop("message")

        request_id = d.pop("request_id")

        _details = d.pop("details", UNSET)
        details: ErrorSELFTRANSFERNOTALLOWEDErrorDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = ErrorSELFTRANSFERNOTALLOWEDErrorDetails.from_dict(_details)




        error_selftransfernotallowed_error = cls(
            code=code,
            message=message,
            request_id=request_id,
            details=details,
        )

        return error_selftransfernotallowed_error

