from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.error_accountfrozen_error import ErrorACCOUNTFROZENError





T = TypeVar("T", bound="ErrorACCOUNTFROZEN")



@_attrs_define
class ErrorACCOUNTFROZEN:
    """ 
        Attributes:
            error (ErrorACCOUNTFROZENError):
            success (Literal[False]):
     """

    error: ErrorACCOUNTFROZENError
    success: Literal[False]





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_accountfrozen_error import ErrorACCOUNTFROZENError # noqa: PLC0415
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
        from ..models.error_accountfrozen_error import ErrorACCOUNTFROZENError # noqa: PLC0415
        d = dict(src_dict)
        error = ErrorACCOUNTFROZENError.from_dict(d.pop("error"))




        success = cast(Literal[False] , d.pop("success"))
        if success != False:
            raise ValueError(f"success must match const False, got '{success}'")

        error_accountfrozen = cls(
            error=error,
            success=success,
        )

        return error_accountfrozen

