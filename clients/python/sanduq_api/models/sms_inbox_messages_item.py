from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="SmsInboxMessagesItem")



@_attrs_define
class SmsInboxMessagesItem:
    """ 
        Attributes:
            id (str):
            phone (str):
            sent_at (datetime.datetime):
            text (str):
     """

    id: str
    phone: str
    sent_at: datetime.datetime
    text: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        phone = self.phone

        sent_at = self.sent_at.isoformat()

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "phone": phone,
            "sent_at": sent_at,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        phone = d.pop("phone")

        sent_at = datetime.datetime.fromisoformat(d.pop("sent_at"))




        text = d.pop("text")

        sms_inbox_messages_item = cls(
            id=id,
            phone=phone,
            sent_at=sent_at,
            text=text,
        )

        return sms_inbox_messages_item

