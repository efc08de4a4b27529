from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_preview_transfer_response_422_error_code import check_wallet_preview_transfer_response_422_error_code
from ..models.wallet_preview_transfer_response_422_error_code import WalletPreviewTransferResponse422ErrorCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.wallet_preview_transfer_response_422_error_details import WalletPreviewTransferResponse422ErrorDetails





T = TypeVar("T", bound="WalletPreviewTransferResponse422Error")



@_attrs_define
class WalletPreviewTransferResponse422Error:
    """ 
        Attributes:
            code (WalletPreviewTransferResponse422ErrorCode):
            message (str):
            request_id (str):
            details (WalletPreviewTransferResponse422ErrorDetails | Unset): Field problems under `fields`
                (VALIDATION_ERROR); available and required amounts (INSUFFICIENT_BALANCE); attempts remaining (INVALID_PIN).
     """

    code: WalletPreviewTransferResponse422ErrorCode
    message: str
    request_id: str
    details: WalletPreviewTransferResponse422ErrorDetails | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_preview_transfer_response_422_error_details import WalletPreviewTransferResponse422ErrorDetails # noqa: PLC0415
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
        from ..models.wallet_preview_transfer_response_422_error_details import WalletPreviewTransferResponse422ErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        code = check_wallet_preview_transfer_response_422_error_code(d.pop("code"))




        message = d.pop("message")

        request_id = d.pop("request_id")

        _details = d.pop("details", UNSET)
        details: WalletPreviewTransferResponse422ErrorDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = WalletPreviewTransferResponse422ErrorDetails.from_dict(_details)




        wallet_preview_transfer_response_422_error = cls(
            code=code,
            message=message,
            request_id=request_id,
            details=details,
        )

        return wallet_preview_transfer_response_422_error

