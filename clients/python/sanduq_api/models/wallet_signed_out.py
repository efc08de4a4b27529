from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="WalletSignedOut")



@_attrs_define
class WalletSignedOut:
    """ 
        Attributes:
            session_id (str):
            sessions_ended (int):
            signed_out (Literal[True]):
     """

    session_id: str
    sessions_ended: int
    signed_out: Literal[True]





    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        sessions_ended = self.sessions_ended

        signed_out = self.signed_out


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "session_id": session_id,
            "sessions_ended": sessions_ended,
            "signed_out": signed_out,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session_id = d.pop("session_id")

        sessions_ended = d.pop("sessions_ended")

        signed_out = cast(Literal[True] , d.pop("signed_out"))
        if signed_out != True:
            raise ValueError(f"signed_out must match const True, got '{signed_out}'")

        wallet_signed_out = cls(
            session_id=session_id,
            sessions_ended=sessions_ended,
            signed_out=signed_out,
        )

        return wallet_signed_out

