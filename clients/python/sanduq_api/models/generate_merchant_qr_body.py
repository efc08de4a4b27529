from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.generate_merchant_qr_body_currency import check_generate_merchant_qr_body_currency
from ..models.generate_merchant_qr_body_currency import GenerateMerchantQrBodyCurrency
from ..models.generate_merchant_qr_body_format_type_1 import check_generate_merchant_qr_body_format_type_1
from ..models.generate_merchant_qr_body_format_type_1 import GenerateMerchantQrBodyFormatType1
from ..models.generate_merchant_qr_body_format_type_2_type_1 import check_generate_merchant_qr_body_format_type_2_type_1
from ..models.generate_merchant_qr_body_format_type_2_type_1 import GenerateMerchantQrBodyFormatType2Type1
from ..models.generate_merchant_qr_body_format_type_3_type_1 import check_generate_merchant_qr_body_format_type_3_type_1
from ..models.generate_merchant_qr_body_format_type_3_type_1 import GenerateMerchantQrBodyFormatType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.generate_merchant_qr_body_metadata_type_0 import GenerateMerchantQrBodyMetadataType0





T = TypeVar("T", bound="GenerateMerchantQrBody")



@_attrs_define
class GenerateMerchantQrBody:
    """ 
        Attributes:
            amount (int):
            currency (GenerateMerchantQrBodyCurrency):
            description (None | str | Unset):
            expires_in (int | None | Unset): seconds (default 300)
            format_ (GenerateMerchantQrBodyFormatType1 | GenerateMerchantQrBodyFormatType2Type1 |
                GenerateMerchantQrBodyFormatType3Type1 | None | Unset): default png
            metadata (GenerateMerchantQrBodyMetadataType0 | None | Unset):
            reference (None | str | Unset):
            size (int | None | Unset): pixels (default 400): a PNG's width and height; an SVG's width and height attributes
                (it scales)
     """

    amount: int
    currency: GenerateMerchantQrBodyCurrency
    description: None | str | Unset = UNSET
    expires_in: int | None | Unset = UNSET
    format_: GenerateMerchantQrBodyFormatType1 | GenerateMerchantQrBodyFormatType2Type1 | GenerateMerchantQrBodyFormatType3Type1 | None | Unset = UNSET
    metadata: GenerateMerchantQrBodyMetadataType0 | None | Unset = UNSET
    reference: None | str | Unset = UNSET
    size: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.generate_merchant_qr_body_metadata_type_0 import GenerateMerchantQrBodyMetadataType0 # noqa: PLC0415
        amount = self.amount

        currency: str = self.currency

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expires_in: int | None | Unset
        if isinstance(self.expires_in, Unset):
            expires_in = UNSET
        else:
            expires_in = self.expires_in

        format_: None | str | Unset
        if isinstance(self.format_, Unset):
            format_ = UNSET
        elif isinstance(self.format_, str):
            format_ = self.format_
        elif isinstance(self.format_, str):
            format_ = self.format_
        elif isinstance(self.format_, str):
            format_ = self.format_
        else:
            format_ = self.format_

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, GenerateMerchantQrBodyMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference

        size: int | None | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in
        if format_ is not UNSET:
            field_dict["format"] = format_
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if reference is not UNSET:
            field_dict["reference"] = reference
        if size is not UNSET:
            field_dict["size"] = size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.generate_merchant_qr_body_metadata_type_0 import GenerateMerchantQrBodyMetadataType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_generate_merchant_qr_body_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_expires_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in = _parse_expires_in(d.pop("expires_in", UNSET))


        def _parse_format_(data: object) -> GenerateMerchantQrBodyFormatType1 | GenerateMerchantQrBodyFormatType2Type1 | GenerateMerchantQrBodyFormatType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_1 = check_generate_merchant_qr_body_format_type_1(data)



                return format_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_2_type_1 = check_generate_merchant_qr_body_format_type_2_type_1(data)



                return format_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_3_type_1 = check_generate_merchant_qr_body_format_type_3_type_1(data)



                return format_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GenerateMerchantQrBodyFormatType1 | GenerateMerchantQrBodyFormatType2Type1 | GenerateMerchantQrBodyFormatType3Type1 | None | Unset, data)

        format_ = _parse_format_(d.pop("format", UNSET))


        def _parse_metadata(data: object) -> GenerateMerchantQrBodyMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = GenerateMerchantQrBodyMetadataType0.from_dict(data)



                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GenerateMerchantQrBodyMetadataType0 | None | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))


        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))


        def _parse_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        size = _parse_size(d.pop("size", UNSET))


        generate_merchant_qr_body = cls(
            amount=amount,
            currency=currency,
            description=description,
            expires_in=expires_in,
            format_=format_,
            metadata=metadata,
            reference=reference,
            size=size,
        )

        return generate_merchant_qr_body

