from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.payment_link_list_pagination import PaymentLinkListPagination
  from ..models.payment_link_list_payment_links_item import PaymentLinkListPaymentLinksItem





T = TypeVar("T", bound="PaymentLinkList")



@_attrs_define
class PaymentLinkList:
    """ 
        Attributes:
            pagination (PaymentLinkListPagination):
            payment_links (list[PaymentLinkListPaymentLinksItem]):
     """

    pagination: PaymentLinkListPagination
    payment_links: list[PaymentLinkListPaymentLinksItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.payment_link_list_pagination import PaymentLinkListPagination # noqa: PLC0415
        from ..models.payment_link_list_payment_links_item import PaymentLinkListPaymentLinksItem # noqa: PLC0415
        pagination = self.pagination.to_dict()

        payment_links = []
        for payment_links_item_data in self.payment_links:
            payment_links_item = payment_links_item_data.to_dict()
            payment_links.append(payment_links_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pagination": pagination,
            "payment_links": payment_links,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment_link_list_pagination import PaymentLinkListPagination # noqa: PLC0415
        from ..models.payment_link_list_payment_links_item import PaymentLinkListPaymentLinksItem # noqa: PLC0415
        d = dict(src_dict)
        pagination = PaymentLinkListPagination.from_dict(d.pop("pagination"))




        payment_links = []
        _payment_links = d.pop("payment_links")
        for payment_links_item_data in (_payment_links):
            payment_links_item = PaymentLinkListPaymentLinksItem.from_dict(payment_links_item_data)



            payment_links.append(payment_links_item)


        payment_link_list = cls(
            pagination=pagination,
            payment_links=payment_links,
        )

        return payment_link_list

