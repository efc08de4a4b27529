from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_complete_cash_out_body import AdminCompleteCashOutBody
from ...models.admin_complete_cash_out_response_200 import AdminCompleteCashOutResponse200
from ...models.admin_complete_cash_out_response_403 import AdminCompleteCashOutResponse403
from ...models.admin_complete_cash_out_response_404 import AdminCompleteCashOutResponse404
from ...models.admin_complete_cash_out_response_422 import AdminCompleteCashOutResponse422
from ...models.admin_complete_cash_out_response_429 import AdminCompleteCashOutResponse429
from ...models.admin_complete_cash_out_response_500 import AdminCompleteCashOutResponse500
from ...models.admin_complete_cash_out_response_503 import AdminCompleteCashOutResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminCompleteCashOutBody | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/cash-outs/{id}/complete".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminCompleteCashOutResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminCompleteCashOutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminCompleteCashOutResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminCompleteCashOutResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminCompleteCashOutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminCompleteCashOutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminCompleteCashOutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503]:
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
    body: AdminCompleteCashOutBody | Unset = UNSET,

) -> Response[AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503]:
    """ Mark a pending cash-out paid: its money left to the user's bank, card or agent

     Once: the same call again answers the cash-out as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    cash_out.paid.

    Args:
        id (str):
        body (AdminCompleteCashOutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503]
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
    body: AdminCompleteCashOutBody | Unset = UNSET,

) -> AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503 | None:
    """ Mark a pending cash-out paid: its money left to the user's bank, card or agent

     Once: the same call again answers the cash-out as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    cash_out.paid.

    Args:
        id (str):
        body (AdminCompleteCashOutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503
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
    body: AdminCompleteCashOutBody | Unset = UNSET,

) -> Response[AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503]:
    """ Mark a pending cash-out paid: its money left to the user's bank, card or agent

     Once: the same call again answers the cash-out as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    cash_out.paid.

    Args:
        id (str):
        body (AdminCompleteCashOutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503]
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
    body: AdminCompleteCashOutBody | Unset = UNSET,

) -> AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503 | None:
    """ Mark a pending cash-out paid: its money left to the user's bank, card or agent

     Once: the same call again answers the cash-out as it is; after `fail`, INVALID_PAYMENT_STATUS. Event
    cash_out.paid.

    Args:
        id (str):
        body (AdminCompleteCashOutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminCompleteCashOutResponse200 | AdminCompleteCashOutResponse403 | AdminCompleteCashOutResponse404 | AdminCompleteCashOutResponse422 | AdminCompleteCashOutResponse429 | AdminCompleteCashOutResponse500 | AdminCompleteCashOutResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
