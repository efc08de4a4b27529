from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.core_payment_currency import check_core_payment_currency
from ..models.core_payment_currency import CorePaymentCurrency
from ..models.core_payment_status import check_core_payment_status
from ..models.core_payment_status import CorePaymentStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.core_payment_fx_details_type_0 import CorePaymentFxDetailsType0
  from ..models.core_payment_metadata import CorePaymentMetadata
  from ..models.core_payment_refunds_item import CorePaymentRefundsItem





T = TypeVar("T", bound="CorePayment")



@_attrs_define
class CorePayment:
    """ 
        Attributes:
            amount (int):
            authorization_expires_at (datetime.datetime | None):
            authorized_at (datetime.datetime | None):
            capture_mode (str):
            captured_amount (int):
            captured_at (datetime.datetime | None):
            commission_amount (int):
            created_at (datetime.datetime):
            currency (CorePaymentCurrency):
            description (None | str):
            expired_at (datetime.datetime | None):
            expires_at (datetime.datetime | None):
            external_user_id (None | str):
            failed_at (datetime.datetime | None):
            failure_reason (None | str):
            fx_details (CorePaymentFxDetailsType0 | None):
            id (str):
            metadata (CorePaymentMetadata):
            reference (None | str):
            refund_count (int):
            refunded_amount (int):
            refunds (list[CorePaymentRefundsItem]):
            session_id (None | str):
            status (CorePaymentStatus):
            updated_at (datetime.datetime):
            user_id (None | str):
            void_reason (None | str):
            voided_at (datetime.datetime | None):
     """

    amount: int
    authorization_expires_at: datetime.datetime | None
    authorized_at: datetime.datetime | None
    capture_mode: str
    captured_amount: int
    captured_at: datetime.datetime | None
    commission_amount: int
    created_at: datetime.datetime
    currency: CorePaymentCurrency
    description: None | str
    expired_at: datetime.datetime | None
    expires_at: datetime.datetime | None
    external_user_id: None | str
    failed_at: datetime.datetime | None
    failure_reason: None | str
    fx_details: CorePaymentFxDetailsType0 | None
    id: str
    metadata: CorePaymentMetadata
    reference: None | str
    refund_count: int
    refunded_amount: int
    refunds: list[CorePaymentRefundsItem]
    session_id: None | str
    status: CorePaymentStatus
    updated_at: datetime.datetime
    user_id: None | str
    void_reason: None | str
    voided_at: datetime.datetime | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.core_payment_fx_details_type_0 import CorePaymentFxDetailsType0 # noqa: PLC0415
        from ..models.core_payment_metadata import CorePaymentMetadata # noqa: PLC0415
        from ..models.core_payment_refunds_item import CorePaymentRefundsItem # noqa: PLC0415
        amount = self.amount

        authorization_expires_at: None | str
        if isinstance(self.authorization_expires_at, datetime.datetime):
            authorization_expires_at = self.authorization_expires_at.isoformat()
        else:
            authorization_expires_at = self.authorization_expires_at

        authorized_at: None | str
        if isinstance(self.authorized_at, datetime.datetime):
            authorized_at = self.authorized_at.isoformat()
        else:
            authorized_at = self.authorized_at

        capture_mode = self.capture_mode

        captured_amount = self.captured_amount

        captured_at: None | str
        if isinstance(self.captured_at, datetime.datetime):
            captured_at = self.captured_at.isoformat()
        else:
            captured_at = self.captured_at

        commission_amount = self.commission_amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        description: None | str
        description = self.description

        expired_at: None | str
        if isinstance(self.expired_at, datetime.datetime):
            expired_at = self.expired_at.isoformat()
        else:
            expired_at = self.expired_at

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        external_user_id: None | str
        external_user_id = self.external_user_id

        failed_at: None | str
        if isinstance(self.failed_at, datetime.datetime):
            failed_at = self.failed_at.isoformat()
        else:
            failed_at = self.failed_at

        failure_reason: None | str
        failure_reason = self.failure_reason

        fx_details: dict[str, Any] | None
        if isinstance(self.fx_details, CorePaymentFxDetailsType0):
            fx_details = self.fx_details.to_dict()
        else:
            fx_details = self.fx_details

        id = self.id

        metadata = self.metadata.to_dict()

        reference: None | str
        reference = self.reference

        refund_count = self.refund_count

        refunded_amount = self.refunded_amount

        refunds = []
        for refunds_item_data in self.refunds:
            refunds_item = refunds_item_data.to_dict()
            refunds.append(refunds_item)



        session_id: None | str
        session_id = self.session_id

        status: str = self.status

        updated_at = self.updated_at.isoformat()

        user_id: None | str
        user_id = self.user_id

        void_reason: None | str
        void_reason = self.void_reason

        voided_at: None | str
        if isinstance(self.voided_at, datetime.datetime):
            voided_at = self.voided_at.isoformat()
        else:
            voided_at = self.voided_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "authorization_expires_at": authorization_expires_at,
            "authorized_at": authorized_at,
            "capture_mode": capture_mode,
            "captured_amount": captured_amount,
            "captured_at": captured_at,
            "commission_amount": commission_amount,
            "created_at": created_at,
            "currency": currency,
            "description": description,
            "expired_at": expired_at,
            "expires_at": expires_at,
            "external_user_id": external_user_id,
            "failed_at": failed_at,
            "failure_reason": failure_reason,
            "fx_details": fx_details,
            "id": id,
            "metadata": metadata,
            "reference": reference,
            "refund_count": refund_count,
            "refunded_amount": refunded_amount,
            "refunds": refunds,
            "session_id": session_id,
            "status": status,
            "updated_at": updated_at,
            "user_id": user_id,
            "void_reason": void_reason,
            "voided_at": voided_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.core_payment_fx_details_type_0 import CorePaymentFxDetailsType0 # noqa: PLC0415
        from ..models.core_payment_metadata import CorePaymentMetadata # noqa: PLC0415
        from ..models.core_payment_refunds_item import CorePaymentRefundsItem # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_authorization_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                authorization_expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return authorization_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        authorization_expires_at = _parse_authorization_expires_at(d.pop("authorization_expires_at"))


        def _parse_authorized_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                authorized_at_type_0 = datetime.datetime.fromisoformat(data)



                return authorized_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        authorized_at = _parse_authorized_at(d.pop("authorized_at"))


        capture_mode = d.pop("capture_mode")

        captured_amount = d.pop("captured_amount")

        def _parse_captured_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                captured_at_type_0 = datetime.datetime.fromisoformat(data)



                return captured_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        captured_at = _parse_captured_at(d.pop("captured_at"))


        commission_amount = d.pop("commission_amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_core_payment_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_expired_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expired_at_type_0 = datetime.datetime.fromisoformat(data)



                return expired_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expired_at = _parse_expired_at(d.pop("expired_at"))


        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))


        def _parse_external_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_user_id = _parse_external_user_id(d.pop("external_user_id"))


        def _parse_failed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failed_at_type_0 = datetime.datetime.fromisoformat(data)



                return failed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        failed_at = _parse_failed_at(d.pop("failed_at"))


        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))


        def _parse_fx_details(data: object) -> CorePaymentFxDetailsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fx_details_type_0 = CorePaymentFxDetailsType0.from_dict(data)



                return fx_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CorePaymentFxDetailsType0 | None, data)

        fx_details = _parse_fx_details(d.pop("fx_details"))


        id = d.pop("id")

        metadata = CorePaymentMetadata.from_dict(d.pop("metadata"))




        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        refund_count = d.pop("refund_count")

        refunded_amount = d.pop("refunded_amount")

        refunds = []
        _refunds = d.pop("refunds")
        for refunds_item_data in (_refunds):
            refunds_item = CorePaymentRefundsItem.from_dict(refunds_item_data)



            refunds.append(refunds_item)


        def _parse_session_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        session_id = _parse_session_id(d.pop("session_id"))


        status = check_core_payment_status(d.pop("status"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("user_id"))


        def _parse_void_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        void_reason = _parse_void_reason(d.pop("void_reason"))


        def _parse_voided_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                voided_at_type_0 = datetime.datetime.fromisoformat(data)



                return voided_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        voided_at = _parse_voided_at(d.pop("voided_at"))


        core_payment = cls(
            amount=amount,
            authorization_expires_at=authorization_expires_at,
            authorized_at=authorized_at,
            capture_mode=capture_mode,
            captured_amount=captured_amount,
            captured_at=captured_at,
            commission_amount=commission_amount,
            created_at=created_at,
            currency=currency,
            description=description,
            expired_at=expired_at,
            expires_at=expires_at,
            external_user_id=external_user_id,
            failed_at=failed_at,
            failure_reason=failure_reason,
            fx_details=fx_details,
            id=id,
            metadata=metadata,
            reference=reference,
            refund_count=refund_count,
            refunded_amount=refunded_amount,
            refunds=refunds,
            session_id=session_id,
            status=status,
            updated_at=updated_at,
            user_id=user_id,
            void_reason=void_reason,
            voided_at=voided_at,
        )

        return core_payment

