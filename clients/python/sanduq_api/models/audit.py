from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.audit_totals import AuditTotals





T = TypeVar("T", bound="Audit")



@_attrs_define
class Audit:
    """ 
        Attributes:
            ok (bool):
            problems (list[str]):
            totals (AuditTotals):
     """

    ok: bool
    problems: list[str]
    totals: AuditTotals





    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_totals import AuditTotals # noqa: PLC0415
        ok = self.ok

        problems = self.problems



        totals = self.totals.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ok": ok,
            "problems": problems,
            "totals": totals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_totals import AuditTotals # noqa: PLC0415
        d = dict(src_dict)
        ok = d.pop("ok")

        problems = cast(list[str], d.pop("problems"))


        totals = AuditTotals.from_dict(d.pop("totals"))




        audit = cls(
            ok=ok,
            problems=problems,
            totals=totals,
        )

        return audit

