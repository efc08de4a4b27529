from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_complete_payout_body import AdminCompletePayoutBody
from ...models.admin_complete_payout_response_200 import AdminCompletePayoutResponse200
from ...models.admin_complete_payout_response_403 import AdminCompletePayoutResponse403
from ...models.admin_complete_payout_response_404 import AdminCompletePayoutResponse404
from ...models.admin_complete_payout_response_422 import AdminCompletePayoutResponse422
from ...models.admin_complete_payout_response_429 import AdminCompletePayoutResponse429
from ...models.admin_complete_payout_response_500 import AdminCompletePayoutResponse500
from ...models.admin_complete_payout_response_503 import AdminCompletePayoutResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminCompletePayoutBody | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/payouts/{id}/complete".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminCompletePayoutResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminCompletePayoutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminCompletePayoutResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminCompletePayoutResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminCompletePayoutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminCompletePayoutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminCompletePayoutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminCompletePayoutBody | Unset = UNSET,

) -> Response[AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503]:
    """ Mark a pending payout paid: its money leaves to the bank

     Once: the same call again answers the payout as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    payout.paid.

    Args:
        id (str):
        body (AdminCompletePayoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminCompletePayoutBody | Unset = UNSET,

) -> AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503 | None:
    """ Mark a pending payout paid: its money leaves to the bank

     Once: the same call again answers the payout as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    payout.paid.

    Args:
        id (str):
        body (AdminCompletePayoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminCompletePayoutBody | Unset = UNSET,

) -> Response[AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503]:
    """ Mark a pending payout paid: its money leaves to the bank

     Once: the same call again answers the payout as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    payout.paid.

    Args:
        id (str):
        body (AdminCompletePayoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminCompletePayoutBody | Unset = UNSET,

) -> AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503 | None:
    """ Mark a pending payout paid: its money leaves to the bank

     Once: the same call again answers the payout as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    payout.paid.

    Args:
        id (str):
        body (AdminCompletePayoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminCompletePayoutResponse200 | AdminCompletePayoutResponse403 | AdminCompletePayoutResponse404 | AdminCompletePayoutResponse422 | AdminCompletePayoutResponse429 | AdminCompletePayoutResponse500 | AdminCompletePayoutResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
