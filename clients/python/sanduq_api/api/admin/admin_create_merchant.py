from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_create_merchant_body import AdminCreateMerchantBody
from ...models.admin_create_merchant_response_201 import AdminCreateMerchantResponse201
from ...models.admin_create_merchant_response_403 import AdminCreateMerchantResponse403
from ...models.admin_create_merchant_response_422 import AdminCreateMerchantResponse422
from ...models.admin_create_merchant_response_429 import AdminCreateMerchantResponse429
from ...models.admin_create_merchant_response_500 import AdminCreateMerchantResponse500
from ...models.admin_create_merchant_response_503 import AdminCreateMerchantResponse503
from typing import cast



def _get_kwargs(
    *,
    body: AdminCreateMerchantBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/merchants",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503 | None:
    if response.status_code == 201:
        response_201 = AdminCreateMerchantResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = AdminCreateMerchantResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 422:
        response_422 = AdminCreateMerchantResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminCreateMerchantResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminCreateMerchantResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminCreateMerchantResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AdminCreateMerchantBody,

) -> Response[AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503]:
    """ Create a merchant and its first keys

     The keys (secret, publishable, HMAC id and secret) are shown this once.

    Args:
        body (AdminCreateMerchantBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: AdminCreateMerchantBody,

) -> AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503 | None:
    """ Create a merchant and its first keys

     The keys (secret, publishable, HMAC id and secret) are shown this once.

    Args:
        body (AdminCreateMerchantBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AdminCreateMerchantBody,

) -> Response[AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503]:
    """ Create a merchant and its first keys

     The keys (secret, publishable, HMAC id and secret) are shown this once.

    Args:
        body (AdminCreateMerchantBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AdminCreateMerchantBody,

) -> AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503 | None:
    """ Create a merchant and its first keys

     The keys (secret, publishable, HMAC id and secret) are shown this once.

    Args:
        body (AdminCreateMerchantBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminCreateMerchantResponse201 | AdminCreateMerchantResponse403 | AdminCreateMerchantResponse422 | AdminCreateMerchantResponse429 | AdminCreateMerchantResponse500 | AdminCreateMerchantResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
