from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_update_merchant_body import AdminUpdateMerchantBody
from ...models.admin_update_merchant_response_200 import AdminUpdateMerchantResponse200
from ...models.admin_update_merchant_response_403 import AdminUpdateMerchantResponse403
from ...models.admin_update_merchant_response_404 import AdminUpdateMerchantResponse404
from ...models.admin_update_merchant_response_422 import AdminUpdateMerchantResponse422
from ...models.admin_update_merchant_response_429 import AdminUpdateMerchantResponse429
from ...models.admin_update_merchant_response_500 import AdminUpdateMerchantResponse500
from ...models.admin_update_merchant_response_503 import AdminUpdateMerchantResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminUpdateMerchantBody | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/admin/merchants/{id}".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminUpdateMerchantResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminUpdateMerchantResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminUpdateMerchantResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminUpdateMerchantResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminUpdateMerchantResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminUpdateMerchantResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminUpdateMerchantResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503]:
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
    body: AdminUpdateMerchantBody | Unset = UNSET,

) -> Response[AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503]:
    """ Change a merchant's name, commission, rate limit or authorization expiry

    Args:
        id (str):
        body (AdminUpdateMerchantBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503]
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
    body: AdminUpdateMerchantBody | Unset = UNSET,

) -> AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503 | None:
    """ Change a merchant's name, commission, rate limit or authorization expiry

    Args:
        id (str):
        body (AdminUpdateMerchantBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503
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
    body: AdminUpdateMerchantBody | Unset = UNSET,

) -> Response[AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503]:
    """ Change a merchant's name, commission, rate limit or authorization expiry

    Args:
        id (str):
        body (AdminUpdateMerchantBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503]
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
    body: AdminUpdateMerchantBody | Unset = UNSET,

) -> AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503 | None:
    """ Change a merchant's name, commission, rate limit or authorization expiry

    Args:
        id (str):
        body (AdminUpdateMerchantBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminUpdateMerchantResponse200 | AdminUpdateMerchantResponse403 | AdminUpdateMerchantResponse404 | AdminUpdateMerchantResponse422 | AdminUpdateMerchantResponse429 | AdminUpdateMerchantResponse500 | AdminUpdateMerchantResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
