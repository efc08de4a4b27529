from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_kyc_status import check_wallet_kyc_status
from ..models.wallet_kyc_status import WalletKycStatus
from typing import cast






T = TypeVar("T", bound="WalletKyc")



@_attrs_define
class WalletKyc:
    """ 
        Attributes:
            reason (None | str):
            requested_tier (int | None):
            status (WalletKycStatus):
            tier (int):
            verification_id (None | str):
     """

    reason: None | str
    requested_tier: int | None
    status: WalletKycStatus
    tier: int
    verification_id: None | str





    def to_dict(self) -> dict[str, Any]:
        reason: None | str
        reason = self.reason

        requested_tier: int | None
        requested_tier = self.requested_tier

        status: str = self.status

        tier = self.tier

        verification_id: None | str
        verification_id = self.verification_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "requested_tier": requested_tier,
            "status": status,
            "tier": tier,
            "verification_id": verification_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        def _parse_requested_tier(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        requested_tier = _parse_requested_tier(d.pop("requested_tier"))


        status = check_wallet_kyc_status(d.pop("status"))




        tier = d.pop("tier")

        def _parse_verification_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        verification_id = _parse_verification_id(d.pop("verification_id"))


        wallet_kyc = cls(
            reason=reason,
            requested_tier=requested_tier,
            status=status,
            tier=tier,
            verification_id=verification_id,
        )

        return wallet_kyc

