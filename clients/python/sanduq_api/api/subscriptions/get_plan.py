from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_plan_response_200 import GetPlanResponse200
from ...models.get_plan_response_403 import GetPlanResponse403
from ...models.get_plan_response_404 import GetPlanResponse404
from ...models.get_plan_response_429 import GetPlanResponse429
from ...models.get_plan_response_500 import GetPlanResponse500
from ...models.get_plan_response_503 import GetPlanResponse503
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/subscriptions/plans/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503 | None:
    if response.status_code == 200:
        response_200 = GetPlanResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = GetPlanResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetPlanResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = GetPlanResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GetPlanResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GetPlanResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503]:
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

) -> Response[GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503]:
    """ Read a plan

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,

) -> GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503 | None:
    """ Read a plan

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503]:
    """ Read a plan

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,

) -> GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503 | None:
    """ Read a plan

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPlanResponse200 | GetPlanResponse403 | GetPlanResponse404 | GetPlanResponse429 | GetPlanResponse500 | GetPlanResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
