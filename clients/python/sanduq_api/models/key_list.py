from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.key_list_keys_item import KeyListKeysItem





T = TypeVar("T", bound="KeyList")



@_attrs_define
class KeyList:
    """ 
        Attributes:
            keys (list[KeyListKeysItem]):
     """

    keys: list[KeyListKeysItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.key_list_keys_item import KeyListKeysItem # noqa: PLC0415
        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "keys": keys,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.key_list_keys_item import KeyListKeysItem # noqa: PLC0415
        d = dict(src_dict)
        keys = []
        _keys = d.pop("keys")
        for keys_item_data in (_keys):
            keys_item = KeyListKeysItem.from_dict(keys_item_data)



            keys.append(keys_item)


        key_list = cls(
            keys=keys,
        )

        return key_list

