from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kyc_review_document_type import check_kyc_review_document_type
from ..models.kyc_review_document_type import KycReviewDocumentType
from ..models.kyc_review_status import check_kyc_review_status
from ..models.kyc_review_status import KycReviewStatus
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.kyc_review_document import KycReviewDocument





T = TypeVar("T", bound="KycReview")



@_attrs_define
class KycReview:
    """ 
        Attributes:
            created_at (datetime.datetime):
            date_of_birth (datetime.date):
            decided_at (datetime.datetime | None):
            document (KycReviewDocument):
            document_number (str):
            document_type (KycReviewDocumentType):
            full_name (str):
            id (str):
            merchant_id (str):
            object_ (Literal['kyc_verification']):
            reason (None | str):
            status (KycReviewStatus):
            tier (int):
            user_id (str):
     """

    created_at: datetime.datetime
    date_of_birth: datetime.date
    decided_at: datetime.datetime | None
    document: KycReviewDocument
    document_number: str
    document_type: KycReviewDocumentType
    full_name: str
    id: str
    merchant_id: str
    object_: Literal['kyc_verification']
    reason: None | str
    status: KycReviewStatus
    tier: int
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.kyc_review_document import KycReviewDocument # noqa: PLC0415
        created_at = self.created_at.isoformat()

        date_of_birth = self.date_of_birth.isoformat()

        decided_at: None | str
        if isinstance(self.decided_at, datetime.datetime):
            decided_at = self.decided_at.isoformat()
        else:
            decided_at = self.decided_at

        document = self.document.to_dict()

        document_number = self.document_number

        document_type: str = self.document_type

        full_name = self.full_name

        id = self.id

        merchant_id = self.merchant_id

        object_ = self.object_

        reason: None | str
        reason = self.reason

        status: str = self.status

        tier = self.tier

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "date_of_birth": date_of_birth,
            "decided_at": decided_at,
            "document": document,
            "document_number": document_number,
            "document_type": document_type,
            "full_name": full_name,
            "id": id,
            "merchant_id": merchant_id,
            "object": object_,
            "reason": reason,
            "status": status,
            "tier": tier,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kyc_review_document import KycReviewDocument # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        date_of_birth = datetime.date.fromisoformat(d.pop("date_of_birth"))




        def _parse_decided_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_at_type_0 = datetime.datetime.fromisoformat(data)



                return decided_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        decided_at = _parse_decided_at(d.pop("decided_at"))


        document = KycReviewDocument.from_dict(d.pop("document"))




        document_number = d.pop("document_number")

        document_type = check_kyc_review_document_type(d.pop("document_type"))




        full_name = d.pop("full_name")

        id = d.pop("id")

        merchant_id = d.pop("merchant_id")

        object_ = cast(Literal['kyc_verification'] , d.pop("object"))
        if object_ != 'kyc_verification':
            raise ValueError(f"object must match const 'kyc_verification', got '{object_}'")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        status = check_kyc_review_status(d.pop("status"))




        tier = d.pop("tier")

        user_id = d.pop("user_id")

        kyc_review = cls(
            created_at=created_at,
            date_of_birth=date_of_birth,
            decided_at=decided_at,
            document=document,
            document_number=document_number,
            document_type=document_type,
            full_name=full_name,
            id=id,
            merchant_id=merchant_id,
            object_=object_,
            reason=reason,
            status=status,
            tier=tier,
            user_id=user_id,
        )

        return kyc_review

