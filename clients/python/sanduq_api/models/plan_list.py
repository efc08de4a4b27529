from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.plan_list_pagination import PlanListPagination
  from ..models.plan_list_plans_item import PlanListPlansItem





T = TypeVar("T", bound="PlanList")



@_attrs_define
class PlanList:
    """ 
        Attributes:
            pagination (PlanListPagination):
            plans (list[PlanListPlansItem]):
     """

    pagination: PlanListPagination
    plans: list[PlanListPlansItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.plan_list_pagination import PlanListPagination # noqa: PLC0415
        from ..models.plan_list_plans_item import PlanListPlansItem # noqa: PLC0415
        pagination = self.pagination.to_dict()

        plans = []
        for plans_item_data in self.plans:
            plans_item = plans_item_data.to_dict()
            plans.append(plans_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pagination": pagination,
            "plans": plans,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.plan_list_pagination import PlanListPagination # noqa: PLC0415
        from ..models.plan_list_plans_item import PlanListPlansItem # noqa: PLC0415
        d = dict(src_dict)
        pagination = PlanListPagination.from_dict(d.pop("pagination"))




        plans = []
        _plans = d.pop("plans")
        for plans_item_data in (_plans):
            plans_item = PlanListPlansItem.from_dict(plans_item_data)



            plans.append(plans_item)


        plan_list = cls(
            pagination=pagination,
            plans=plans,
        )

        return plan_list

