from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.transfer_currency import check_transfer_currency
from ..models.transfer_currency import TransferCurrency
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.transfer_from import TransferFrom
  from ..models.transfer_to import TransferTo





T = TypeVar("T", bound="Transfer")



@_attrs_define
class Transfer:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (TransferCurrency):
            display (str):
            from_ (TransferFrom):
            id (str):
            note (None | str):
            object_ (Literal['transfer']):
            status (Literal['completed']):
            to (TransferTo):
     """

    amount: int
    created_at: datetime.datetime
    currency: TransferCurrency
    display: str
    from_: TransferFrom
    id: str
    note: None | str
    object_: Literal['transfer']
    status: Literal['completed']
    to: TransferTo





    def to_dict(self) -> dict[str, Any]:
        from ..models.transfer_from import TransferFrom # noqa: PLC0415
        from ..models.transfer_to import TransferTo # noqa: PLC0415
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        display = self.display

        from_ = self.from_.to_dict()

        id = self.id

        note: None | str
        note = self.note

        object_ = self.object_

        status = self.status

        to = self.to.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "display": display,
            "from": from_,
            "id": id,
            "note": note,
            "object": object_,
            "status": status,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.transfer_from import TransferFrom # noqa: PLC0415
        from ..models.transfer_to import TransferTo # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_transfer_currency(d.pop("currency"))




        display = d.pop("display")

        from_ = TransferFrom.from_dict(d.pop("from"))




        id = d.pop("id")

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))


        object_ = cast(Literal['transfer'] , d.pop("object"))
        if object_ != 'transfer':
            raise ValueError(f"object must match const 'transfer', got '{object_}'")

        status = cast(Literal['completed'] , d.pop("status"))
        if status != 'completed':
            raise ValueError(f"status must match const 'completed', got '{status}'")

        to = TransferTo.from_dict(d.pop("to"))




        transfer = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            display=display,
            from_=from_,
            id=id,
            note=note,
            object_=object_,
            status=status,
            to=to,
        )

        return transfer

