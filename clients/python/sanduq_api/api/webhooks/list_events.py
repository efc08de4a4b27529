from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.list_events_delivery_type_1 import check_list_events_delivery_type_1
from ...models.list_events_delivery_type_1 import ListEventsDeliveryType1
from ...models.list_events_delivery_type_2_type_1 import check_list_events_delivery_type_2_type_1
from ...models.list_events_delivery_type_2_type_1 import ListEventsDeliveryType2Type1
from ...models.list_events_delivery_type_3_type_1 import check_list_events_delivery_type_3_type_1
from ...models.list_events_delivery_type_3_type_1 import ListEventsDeliveryType3Type1
from ...models.list_events_order_type_1 import check_list_events_order_type_1
from ...models.list_events_order_type_1 import ListEventsOrderType1
from ...models.list_events_order_type_2_type_1 import check_list_events_order_type_2_type_1
from ...models.list_events_order_type_2_type_1 import ListEventsOrderType2Type1
from ...models.list_events_order_type_3_type_1 import check_list_events_order_type_3_type_1
from ...models.list_events_order_type_3_type_1 import ListEventsOrderType3Type1
from ...models.list_events_response_200 import ListEventsResponse200
from ...models.list_events_type_type_1 import check_list_events_type_type_1
from ...models.list_events_type_type_1 import ListEventsTypeType1
from ...models.list_events_type_type_2_type_1 import check_list_events_type_type_2_type_1
from ...models.list_events_type_type_2_type_1 import ListEventsTypeType2Type1
from ...models.list_events_type_type_3_type_1 import check_list_events_type_type_3_type_1
from ...models.list_events_type_type_3_type_1 import ListEventsTypeType3Type1
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    type_: ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None | Unset = UNSET,
    object_id: None | str | Unset = UNSET,
    delivery: ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 | ListEventsDeliveryType3Type1 | None | Unset = UNSET,
    types: None | str | Unset = UNSET,
    order: ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None | Unset = UNSET,
    starting_after: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_type_: None | str | Unset
    if isinstance(type_, Unset):
        json_type_ = UNSET
    elif isinstance(type_, str):
        json_type_ = type_
    elif isinstance(type_, str):
        json_type_ = type_
    elif isinstance(type_, str):
        json_type_ = type_
    else:
        json_type_ = type_
    params["type"] = json_type_

    json_object_id: None | str | Unset
    if isinstance(object_id, Unset):
        json_object_id = UNSET
    else:
        json_object_id = object_id
    params["object_id"] = json_object_id

    json_delivery: None | str | Unset
    if isinstance(delivery, Unset):
        json_delivery = UNSET
    elif isinstance(delivery, str):
        json_delivery = delivery
    elif isinstance(delivery, str):
        json_delivery = delivery
    elif isinstance(delivery, str):
        json_delivery = delivery
    else:
        json_delivery = delivery
    params["delivery"] = json_delivery

    json_types: None | str | Unset
    if isinstance(types, Unset):
        json_types = UNSET
    else:
        json_types = types
    params["types"] = json_types

    json_order: None | str | Unset
    if isinstance(order, Unset):
        json_order = UNSET
    elif isinstance(order, str):
        json_order = order
    elif isinstance(order, str):
        json_order = order
    elif isinstance(order, str):
        json_order = order
    else:
        json_order = order
    params["order"] = json_order

    json_starting_after: None | str | Unset
    if isinstance(starting_after, Unset):
        json_starting_after = UNSET
    else:
        json_starting_after = starting_after
    params["starting_after"] = json_starting_after

    json_page: int | None | Unset
    if isinstance(page, Unset):
        json_page = UNSET
    else:
        json_page = page
    params["page"] = json_page

    json_per_page: int | None | Unset
    if isinstance(per_page, Unset):
        json_per_page = UNSET
    else:
        json_per_page = per_page
    params["per_page"] = json_per_page


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/events",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200 | None:
    if response.status_code == 200:
        response_200 = ListEventsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        def _parse_response_403(data: object) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = ErrorMERCHANTNOTFOUND.from_dict(data)



                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_1 = ErrorMERCHANTNOTAPPROVED.from_dict(data)



                return response_403_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_2 = ErrorFORBIDDEN.from_dict(data)



            return response_403_type_2

        response_403 = _parse_response_403(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = ErrorVALIDATIONERROR.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    type_: ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None | Unset = UNSET,
    object_id: None | str | Unset = UNSET,
    delivery: ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 | ListEventsDeliveryType3Type1 | None | Unset = UNSET,
    types: None | str | Unset = UNSET,
    order: ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None | Unset = UNSET,
    starting_after: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200]:
    """ List events with their deliveries

     By numbered page, or by cursor: starting_after a page's next_cursor lists what follows it even while
    new events arrive (order=asc follows new events as they come).

    Args:
        type_ (ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None |
            Unset):
        object_id (None | str | Unset): events of this payment, session, link...
        delivery (ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 |
            ListEventsDeliveryType3Type1 | None | Unset): failed: events whose delivery failed for
            good
        types (None | str | Unset): an event of any of these types or families is listed
        order (ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None
            | Unset): desc (default): newest first; asc: oldest first
        starting_after (None | str | Unset): the page after this event in this order (page is then
            ignored); an event this merchant does not have is NOT_FOUND
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200]
     """


    kwargs = _get_kwargs(
        type_=type_,
object_id=object_id,
delivery=delivery,
types=types,
order=order,
starting_after=starting_after,
page=page,
per_page=per_page,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    type_: ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None | Unset = UNSET,
    object_id: None | str | Unset = UNSET,
    delivery: ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 | ListEventsDeliveryType3Type1 | None | Unset = UNSET,
    types: None | str | Unset = UNSET,
    order: ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None | Unset = UNSET,
    starting_after: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200 | None:
    """ List events with their deliveries

     By numbered page, or by cursor: starting_after a page's next_cursor lists what follows it even while
    new events arrive (order=asc follows new events as they come).

    Args:
        type_ (ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None |
            Unset):
        object_id (None | str | Unset): events of this payment, session, link...
        delivery (ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 |
            ListEventsDeliveryType3Type1 | None | Unset): failed: events whose delivery failed for
            good
        types (None | str | Unset): an event of any of these types or families is listed
        order (ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None
            | Unset): desc (default): newest first; asc: oldest first
        starting_after (None | str | Unset): the page after this event in this order (page is then
            ignored); an event this merchant does not have is NOT_FOUND
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200
     """


    return sync_detailed(
        client=client,
type_=type_,
object_id=object_id,
delivery=delivery,
types=types,
order=order,
starting_after=starting_after,
page=page,
per_page=per_page,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    type_: ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None | Unset = UNSET,
    object_id: None | str | Unset = UNSET,
    delivery: ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 | ListEventsDeliveryType3Type1 | None | Unset = UNSET,
    types: None | str | Unset = UNSET,
    order: ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None | Unset = UNSET,
    starting_after: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200]:
    """ List events with their deliveries

     By numbered page, or by cursor: starting_after a page's next_cursor lists what follows it even while
    new events arrive (order=asc follows new events as they come).

    Args:
        type_ (ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None |
            Unset):
        object_id (None | str | Unset): events of this payment, session, link...
        delivery (ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 |
            ListEventsDeliveryType3Type1 | None | Unset): failed: events whose delivery failed for
            good
        types (None | str | Unset): an event of any of these types or families is listed
        order (ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None
            | Unset): desc (default): newest first; asc: oldest first
        starting_after (None | str | Unset): the page after this event in this order (page is then
            ignored); an event this merchant does not have is NOT_FOUND
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200]
     """


    kwargs = _get_kwargs(
        type_=type_,
object_id=object_id,
delivery=delivery,
types=types,
order=order,
starting_after=starting_after,
page=page,
per_page=per_page,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    type_: ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None | Unset = UNSET,
    object_id: None | str | Unset = UNSET,
    delivery: ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 | ListEventsDeliveryType3Type1 | None | Unset = UNSET,
    types: None | str | Unset = UNSET,
    order: ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None | Unset = UNSET,
    starting_after: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200 | None:
    """ List events with their deliveries

     By numbered page, or by cursor: starting_after a page's next_cursor lists what follows it even while
    new events arrive (order=asc follows new events as they come).

    Args:
        type_ (ListEventsTypeType1 | ListEventsTypeType2Type1 | ListEventsTypeType3Type1 | None |
            Unset):
        object_id (None | str | Unset): events of this payment, session, link...
        delivery (ListEventsDeliveryType1 | ListEventsDeliveryType2Type1 |
            ListEventsDeliveryType3Type1 | None | Unset): failed: events whose delivery failed for
            good
        types (None | str | Unset): an event of any of these types or families is listed
        order (ListEventsOrderType1 | ListEventsOrderType2Type1 | ListEventsOrderType3Type1 | None
            | Unset): desc (default): newest first; asc: oldest first
        starting_after (None | str | Unset): the page after this event in this order (page is then
            ignored); an event this merchant does not have is NOT_FOUND
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListEventsResponse200
     """


    return (await asyncio_detailed(
        client=client,
type_=type_,
object_id=object_id,
delivery=delivery,
types=types,
order=order,
starting_after=starting_after,
page=page,
per_page=per_page,

    )).parsed
