from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_qr_currency import check_wallet_qr_currency
from ..models.wallet_qr_currency import WalletQrCurrency
from ..models.wallet_qr_status import check_wallet_qr_status
from ..models.wallet_qr_status import WalletQrStatus
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.wallet_qr_merchant import WalletQrMerchant





T = TypeVar("T", bound="WalletQr")



@_attrs_define
class WalletQr:
    """ 
        Attributes:
            amount (int):
            currency (WalletQrCurrency):
            description (None | str):
            expires_at (datetime.datetime):
            id (str):
            merchant (WalletQrMerchant):
            object_ (Literal['wallet_qr']):
            readable_code (str):
            status (WalletQrStatus):
     """

    amount: int
    currency: WalletQrCurrency
    description: None | str
    expires_at: datetime.datetime
    id: str
    merchant: WalletQrMerchant
    object_: Literal['wallet_qr']
    readable_code: str
    status: WalletQrStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_qr_merchant import WalletQrMerchant # noqa: PLC0415
        amount = self.amount

        currency: str = self.currency

        description: None | str
        description = self.description

        expires_at = self.expires_at.isoformat()

        id = self.id

        merchant = self.merchant.to_dict()

        object_ = self.object_

        readable_code = self.readable_code

        status: str = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "description": description,
            "expires_at": expires_at,
            "id": id,
            "merchant": merchant,
            "object": object_,
            "readable_code": readable_code,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_qr_merchant import WalletQrMerchant # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_wallet_qr_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        id = d.pop("id")

        merchant = WalletQrMerchant.from_dict(d.pop("merchant"))




        object_ = cast(Literal['wallet_qr'] , d.pop("object"))
        if object_ != 'wallet_qr':
            raise ValueError(f"object must match const 'wallet_qr', got '{object_}'")

        readable_code = d.pop("readable_code")

        status = check_wallet_qr_status(d.pop("status"))




        wallet_qr = cls(
            amount=amount,
            currency=currency,
            description=description,
            expires_at=expires_at,
            id=id,
            merchant=merchant,
            object_=object_,
            readable_code=readable_code,
            status=status,
        )

        return wallet_qr

