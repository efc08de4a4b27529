from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.user_freeze_frozen_type_0 import UserFreezeFrozenType0





T = TypeVar("T", bound="UserFreeze")



@_attrs_define
class UserFreeze:
    """ 
        Attributes:
            frozen (None | UserFreezeFrozenType0):
            merchant_id (str):
            user_id (str):
     """

    frozen: None | UserFreezeFrozenType0
    merchant_id: str
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.user_freeze_frozen_type_0 import UserFreezeFrozenType0 # noqa: PLC0415
        frozen: dict[str, Any] | None
        if isinstance(self.frozen, UserFreezeFrozenType0):
            frozen = self.frozen.to_dict()
        else:
            frozen = self.frozen

        merchant_id = self.merchant_id

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "frozen": frozen,
            "merchant_id": merchant_id,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.user_freeze_frozen_type_0 import UserFreezeFrozenType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_frozen(data: object) -> None | UserFreezeFrozenType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                frozen_type_0 = UserFreezeFrozenType0.from_dict(data)



                return frozen_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UserFreezeFrozenType0, data)

        frozen = _parse_frozen(d.pop("frozen"))


        merchant_id = d.pop("merchant_id")

        user_id = d.pop("user_id")

        user_freeze = cls(
            frozen=frozen,
            merchant_id=merchant_id,
            user_id=user_id,
        )

        return user_freeze

