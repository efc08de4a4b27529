from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_fail_cash_out_body import AdminFailCashOutBody
from ...models.admin_fail_cash_out_response_200 import AdminFailCashOutResponse200
from ...models.admin_fail_cash_out_response_403 import AdminFailCashOutResponse403
from ...models.admin_fail_cash_out_response_404 import AdminFailCashOutResponse404
from ...models.admin_fail_cash_out_response_422 import AdminFailCashOutResponse422
from ...models.admin_fail_cash_out_response_429 import AdminFailCashOutResponse429
from ...models.admin_fail_cash_out_response_500 import AdminFailCashOutResponse500
from ...models.admin_fail_cash_out_response_503 import AdminFailCashOutResponse503
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminFailCashOutBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/cash-outs/{id}/fail".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminFailCashOutResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminFailCashOutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminFailCashOutResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminFailCashOutResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminFailCashOutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminFailCashOutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminFailCashOutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503]:
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
    body: AdminFailCashOutBody,

) -> Response[AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503]:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503]
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
    body: AdminFailCashOutBody,

) -> AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503 | None:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503
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
    body: AdminFailCashOutBody,

) -> Response[AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503]:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503]
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
    body: AdminFailCashOutBody,

) -> AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503 | None:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminFailCashOutResponse200 | AdminFailCashOutResponse403 | AdminFailCashOutResponse404 | AdminFailCashOutResponse422 | AdminFailCashOutResponse429 | AdminFailCashOutResponse500 | AdminFailCashOutResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
