from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_set_limits_body import AdminSetLimitsBody
from ...models.admin_set_limits_response_200 import AdminSetLimitsResponse200
from ...models.admin_set_limits_response_403 import AdminSetLimitsResponse403
from ...models.admin_set_limits_response_404 import AdminSetLimitsResponse404
from ...models.admin_set_limits_response_422 import AdminSetLimitsResponse422
from ...models.admin_set_limits_response_429 import AdminSetLimitsResponse429
from ...models.admin_set_limits_response_500 import AdminSetLimitsResponse500
from ...models.admin_set_limits_response_503 import AdminSetLimitsResponse503
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminSetLimitsBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/admin/merchants/{id}/limits".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminSetLimitsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminSetLimitsResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminSetLimitsResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminSetLimitsResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminSetLimitsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminSetLimitsResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminSetLimitsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503]:
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
    body: AdminSetLimitsBody,

) -> Response[AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503]:
    """ Change one tier's limits in one currency for a merchant's wallets

     Fields left out keep their current value (the tier's default until changed). Amounts in minor units.
    Applies to the next transfer and cash-in; what was used today still counts.

    Args:
        id (str):
        body (AdminSetLimitsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503]
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
    body: AdminSetLimitsBody,

) -> AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503 | None:
    """ Change one tier's limits in one currency for a merchant's wallets

     Fields left out keep their current value (the tier's default until changed). Amounts in minor units.
    Applies to the next transfer and cash-in; what was used today still counts.

    Args:
        id (str):
        body (AdminSetLimitsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503
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
    body: AdminSetLimitsBody,

) -> Response[AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503]:
    """ Change one tier's limits in one currency for a merchant's wallets

     Fields left out keep their current value (the tier's default until changed). Amounts in minor units.
    Applies to the next transfer and cash-in; what was used today still counts.

    Args:
        id (str):
        body (AdminSetLimitsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503]
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
    body: AdminSetLimitsBody,

) -> AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503 | None:
    """ Change one tier's limits in one currency for a merchant's wallets

     Fields left out keep their current value (the tier's default until changed). Amounts in minor units.
    Applies to the next transfer and cash-in; what was used today still counts.

    Args:
        id (str):
        body (AdminSetLimitsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminSetLimitsResponse200 | AdminSetLimitsResponse403 | AdminSetLimitsResponse404 | AdminSetLimitsResponse422 | AdminSetLimitsResponse429 | AdminSetLimitsResponse500 | AdminSetLimitsResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
