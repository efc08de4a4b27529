from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_create_merchant_body_environment_type_1 import AdminCreateMerchantBodyEnvironmentType1
from ..models.admin_create_merchant_body_environment_type_1 import check_admin_create_merchant_body_environment_type_1
from ..models.admin_create_merchant_body_environment_type_2_type_1 import AdminCreateMerchantBodyEnvironmentType2Type1
from ..models.admin_create_merchant_body_environment_type_2_type_1 import check_admin_create_merchant_body_environment_type_2_type_1
from ..models.admin_create_merchant_body_environment_type_3_type_1 import AdminCreateMerchantBodyEnvironmentType3Type1
from ..models.admin_create_merchant_body_environment_type_3_type_1 import check_admin_create_merchant_body_environment_type_3_type_1
from ..models.admin_create_merchant_body_status_type_1 import AdminCreateMerchantBodyStatusType1
from ..models.admin_create_merchant_body_status_type_1 import check_admin_create_merchant_body_status_type_1
from ..models.admin_create_merchant_body_status_type_2_type_1 import AdminCreateMerchantBodyStatusType2Type1
from ..models.admin_create_merchant_body_status_type_2_type_1 import check_admin_create_merchant_body_status_type_2_type_1
from ..models.admin_create_merchant_body_status_type_3_type_1 import AdminCreateMerchantBodyStatusType3Type1
from ..models.admin_create_merchant_body_status_type_3_type_1 import check_admin_create_merchant_body_status_type_3_type_1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AdminCreateMerchantBody")



@_attrs_define
class AdminCreateMerchantBody:
    """ 
        Attributes:
            name (str):
            commission_bps (int | None | Unset): basis points of each capture
            environment (AdminCreateMerchantBodyEnvironmentType1 | AdminCreateMerchantBodyEnvironmentType2Type1 |
                AdminCreateMerchantBodyEnvironmentType3Type1 | None | Unset): default sandbox
            rate_limit (int | None | Unset): requests per second (fixed one-second windows)
            status (AdminCreateMerchantBodyStatusType1 | AdminCreateMerchantBodyStatusType2Type1 |
                AdminCreateMerchantBodyStatusType3Type1 | None | Unset): default pending
     """

    name: str
    commission_bps: int | None | Unset = UNSET
    environment: AdminCreateMerchantBodyEnvironmentType1 | AdminCreateMerchantBodyEnvironmentType2Type1 | AdminCreateMerchantBodyEnvironmentType3Type1 | None | Unset = UNSET
    rate_limit: int | None | Unset = UNSET
    status: AdminCreateMerchantBodyStatusType1 | AdminCreateMerchantBodyStatusType2Type1 | AdminCreateMerchantBodyStatusType3Type1 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        commission_bps: int | None | Unset
        if isinstance(self.commission_bps, Unset):
            commission_bps = UNSET
        else:
            commission_bps = self.commission_bps

        environment: None | str | Unset
        if isinstance(self.environment, Unset):
            environment = UNSET
        elif isinstance(self.environment, str):
            environment = self.environment
        elif isinstance(self.environment, str):
            environment = self.environment
        elif isinstance(self.environment, str):
            environment = self.environment
        else:
            environment = self.environment

        rate_limit: int | None | Unset
        if isinstance(self.rate_limit, Unset):
            rate_limit = UNSET
        else:
            rate_limit = self.rate_limit

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, str):
            status = self.status
        elif isinstance(self.status, str):
            status = self.status
        elif isinstance(self.status, str):
            status = self.status
        else:
            status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if commission_bps is not UNSET:
            field_dict["commission_bps"] = commission_bps
        if environment is not UNSET:
            field_dict["environment"] = environment
        if rate_limit is not UNSET:
            field_dict["rate_limit"] = rate_limit
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_commission_bps(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        commission_bps = _parse_commission_bps(d.pop("commission_bps", UNSET))


        def _parse_environment(data: object) -> AdminCreateMerchantBodyEnvironmentType1 | AdminCreateMerchantBodyEnvironmentType2Type1 | AdminCreateMerchantBodyEnvironmentType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                environment_type_1 = check_admin_create_merchant_body_environment_type_1(data)



                return environment_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                environment_type_2_type_1 = check_admin_create_merchant_body_environment_type_2_type_1(data)



                return environment_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                environment_type_3_type_1 = check_admin_create_merchant_body_environment_type_3_type_1(data)



                return environment_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AdminCreateMerchantBodyEnvironmentType1 | AdminCreateMerchantBodyEnvironmentType2Type1 | AdminCreateMerchantBodyEnvironmentType3Type1 | None | Unset, data)

        environment = _parse_environment(d.pop("environment", UNSET))


        def _parse_rate_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rate_limit = _parse_rate_limit(d.pop("rate_limit", UNSET))


        def _parse_status(data: object) -> AdminCreateMerchantBodyStatusType1 | AdminCreateMerchantBodyStatusType2Type1 | AdminCreateMerchantBodyStatusType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = check_admin_create_merchant_body_status_type_1(data)



                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2_type_1 = check_admin_create_merchant_body_status_type_2_type_1(data)



                return status_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_3_type_1 = check_admin_create_merchant_body_status_type_3_type_1(data)



                return status_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AdminCreateMerchantBodyStatusType1 | AdminCreateMerchantBodyStatusType2Type1 | AdminCreateMerchantBodyStatusType3Type1 | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        admin_create_merchant_body = cls(
            name=name,
            commission_bps=commission_bps,
            environment=environment,
            rate_limit=rate_limit,
            status=status,
        )

        return admin_create_merchant_body

