from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_issue_key_body import AdminIssueKeyBody
from ...models.admin_issue_key_response_201 import AdminIssueKeyResponse201
from ...models.admin_issue_key_response_403 import AdminIssueKeyResponse403
from ...models.admin_issue_key_response_404 import AdminIssueKeyResponse404
from ...models.admin_issue_key_response_422 import AdminIssueKeyResponse422
from ...models.admin_issue_key_response_429 import AdminIssueKeyResponse429
from ...models.admin_issue_key_response_500 import AdminIssueKeyResponse500
from ...models.admin_issue_key_response_503 import AdminIssueKeyResponse503
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminIssueKeyBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/merchants/{id}/keys".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503 | None:
    if response.status_code == 201:
        response_201 = AdminIssueKeyResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = AdminIssueKeyResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminIssueKeyResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminIssueKeyResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminIssueKeyResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminIssueKeyResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminIssueKeyResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503]:
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
    body: AdminIssueKeyBody,

) -> Response[AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503]:
    """ Issue a new key (shown this once)

    Args:
        id (str):
        body (AdminIssueKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503]
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
    body: AdminIssueKeyBody,

) -> AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503 | None:
    """ Issue a new key (shown this once)

    Args:
        id (str):
        body (AdminIssueKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503
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
    body: AdminIssueKeyBody,

) -> Response[AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503]:
    """ Issue a new key (shown this once)

    Args:
        id (str):
        body (AdminIssueKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503]
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
    body: AdminIssueKeyBody,

) -> AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503 | None:
    """ Issue a new key (shown this once)

    Args:
        id (str):
        body (AdminIssueKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminIssueKeyResponse201 | AdminIssueKeyResponse403 | AdminIssueKeyResponse404 | AdminIssueKeyResponse422 | AdminIssueKeyResponse429 | AdminIssueKeyResponse500 | AdminIssueKeyResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
