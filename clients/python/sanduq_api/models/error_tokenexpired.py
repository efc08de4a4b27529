from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.error_tokenexpired_error import ErrorTOKENEXPIREDError





T = TypeVar("T", bound="ErrorTOKENEXPIRED")



@_attrs_define
class ErrorTOKENEXPIRED:
    """ 
        Attributes:
            error (ErrorTOKENEXPIREDError):
            success (Literal[False]):
     """

    error: ErrorTOKENEXPIREDError
    success: Literal[False]





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_tokenexpired_error import ErrorTOKENEXPIREDError # noqa: PLC0415
        error = self.error.to_dict()

        success = self.success


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "error": error,
            "success": success,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_tokenexpired_error import ErrorTOKENEXPIREDError # noqa: PLC0415
        d = dict(src_dict)
        error = ErrorTOKENEXPIREDError.from_dict(d.pop("error"))




        success = cast(Literal[False] , d.pop("success"))
        if success != False:
            raise ValueError(f"success must match const False, got '{success}'")

        error_tokenexpired = cls(
            error=error,
            success=success,
        )

        return error_tokenexpired

