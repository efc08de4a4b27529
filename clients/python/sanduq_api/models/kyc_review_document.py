from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kyc_review_document_content_type import check_kyc_review_document_content_type
from ..models.kyc_review_document_content_type import KycReviewDocumentContentType
from typing import cast






T = TypeVar("T", bound="KycReviewDocument")



@_attrs_define
class KycReviewDocument:
    """ 
        Attributes:
            bytes_ (int):
            content_type (KycReviewDocumentContentType):
            key (str):
            sha256 (str):
     """

    bytes_: int
    content_type: KycReviewDocumentContentType
    key: str
    sha256: str





    def to_dict(self) -> dict[str, Any]:
        bytes_ = self.bytes_

        content_type: str = self.content_type

        key = self.key

        sha256 = self.sha256


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bytes": bytes_,
            "content_type": content_type,
            "key": key,
            "sha256": sha256,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bytes_ = d.pop("bytes")

        content_type = check_kyc_review_document_content_type(d.pop("content_type"))




        key = d.pop("key")

        sha256 = d.pop("sha256")

        kyc_review_document = cls(
            bytes_=bytes_,
            content_type=content_type,
            key=key,
            sha256=sha256,
        )

        return kyc_review_document

