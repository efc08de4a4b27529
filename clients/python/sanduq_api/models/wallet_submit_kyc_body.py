from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_submit_kyc_body_document_type import check_wallet_submit_kyc_body_document_type
from ..models.wallet_submit_kyc_body_document_type import WalletSubmitKycBodyDocumentType
from typing import cast
import datetime






T = TypeVar("T", bound="WalletSubmitKycBody")



@_attrs_define
class WalletSubmitKycBody:
    """ 
        Attributes:
            date_of_birth (datetime.date): the user must be 18 or older
            document_image (str): the document's photo or scan
            document_number (str): letters, digits and hyphens, 4 to 32
            document_type (WalletSubmitKycBodyDocumentType):
            full_name (str): as written on the document
            tier (int): the tier asked for
     """

    date_of_birth: datetime.date
    document_image: str
    document_number: str
    document_type: WalletSubmitKycBodyDocumentType
    full_name: str
    tier: int





    def to_dict(self) -> dict[str, Any]:
        date_of_birth = self.date_of_birth.isoformat()

        document_image = self.document_image

        document_number = self.document_number

        document_type: str = self.document_type

        full_name = self.full_name

        tier = self.tier


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "date_of_birth": date_of_birth,
            "document_image": document_image,
            "document_number": document_number,
            "document_type": document_type,
            "full_name": full_name,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date_of_birth = datetime.date.fromisoformat(d.pop("date_of_birth"))




        document_image = d.pop("document_image")

        document_number = d.pop("document_number")

        document_type = check_wallet_submit_kyc_body_document_type(d.pop("document_type"))




        full_name = d.pop("full_name")

        tier = d.pop("tier")

        wallet_submit_kyc_body = cls(
            date_of_birth=date_of_birth,
            document_image=document_image,
            document_number=document_number,
            document_type=document_type,
            full_name=full_name,
            tier=tier,
        )

        return wallet_submit_kyc_body

