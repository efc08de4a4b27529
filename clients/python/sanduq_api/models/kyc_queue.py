from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.kyc_review import KycReview





T = TypeVar("T", bound="KycQueue")



@_attrs_define
class KycQueue:
    """ 
        Attributes:
            data (list[KycReview]):
            object_ (Literal['list']):
     """

    data: list[KycReview]
    object_: Literal['list']





    def to_dict(self) -> dict[str, Any]:
        from ..models.kyc_review import KycReview # noqa: PLC0415
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)



        object_ = self.object_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "data": data,
            "object": object_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kyc_review import KycReview # noqa: PLC0415
        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in (_data):
            data_item = KycReview.from_dict(data_item_data)



            data.append(data_item)


        object_ = cast(Literal['list'] , d.pop("object"))
        if object_ != 'list':
            raise ValueError(f"object must match const 'list', got '{object_}'")

        kyc_queue = cls(
            data=data,
            object_=object_,
        )

        return kyc_queue

